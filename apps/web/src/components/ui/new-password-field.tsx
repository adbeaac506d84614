import { forwardRef, useId } from 'react';
import { PasswordField, type PasswordFieldProps } from './password-field';
import { PasswordRules } from './password-rules';

interface NewPasswordFieldProps extends Omit<PasswordFieldProps, 'autoComplete' | 'aria-describedby'> {
  /** The password typed so far (the form's watched value), to tick the rules as they are met. */
  password: string;
}

/** A new password with its strength rules underneath, which also describe the input to screen readers. */
export const NewPasswordField = forwardRef<HTMLInputElement, NewPasswordFieldProps>(function NewPasswordField(
  { password, ...props },
  ref,
) {
  const rulesId = useId();
  return (
    <>
      <PasswordField {...props} ref={ref} autoComplete="new-password" aria-describedby={rulesId} />
      <PasswordRules id={rulesId} value={password} />
    </>
  );
});
