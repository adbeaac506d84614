import { VerificationPage } from '../../../features/verification/components/verification-page';

export { VerificationPage as Component };
