import { TextInput, UnstyledButton, type TextInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { forwardRef, useState } from 'react';

export interface PasswordFieldProps extends Omit<TextInputProps, 'type' | 'rightSection'> {
  /** Accessible name of the show/hide button. */
  toggleLabel: string;
}

/**
 * A password input with a show/hide toggle. Built on TextInput rather than Mantine's PasswordInput, which
 * costs 3 KB gzipped on the sign-in route (docs/decisions/020-web-route-js-budget.md).
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { toggleLabel, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? IconEyeOff : IconEye;
  return (
    <TextInput
      {...props}
      ref={ref}
      type={visible ? 'text' : 'password'}
      rightSection={
        <UnstyledButton
          type="button"
          aria-label={toggleLabel}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
          style={{ display: 'flex', padding: 4, borderRadius: 4, color: 'var(--mantine-color-dimmed)' }}
        >
          <Icon size={18} aria-hidden />
        </UnstyledButton>
      }
    />
  );
});
