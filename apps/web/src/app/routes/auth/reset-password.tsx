import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

export { ResetPasswordForm as Component };
