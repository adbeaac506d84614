import { VerifyEmailForm } from '../../../features/auth/components/verify-email-form';

export { VerifyEmailForm as Component };
