import { SignInForm } from '../../../features/auth/components/sign-in-form';

export { SignInForm as Component };
