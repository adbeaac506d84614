import { SignUpForm } from '../../../features/auth/components/sign-up-form';

export { SignUpForm as Component };
