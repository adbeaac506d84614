import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export { ForgotPasswordForm as Component };
