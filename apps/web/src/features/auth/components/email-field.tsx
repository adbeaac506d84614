import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

type EmailFieldProps = Omit<TextInputProps, 'label' | 'type' | 'autoComplete' | 'inputMode'>;

/** The e-mail field of every signed-out form: same label, keyboard and autofill everywhere. */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(props, ref) {
  const { t } = useTranslation('auth');
  return (
    <TextInput {...props} ref={ref} label={t('fields.email')} type="email" autoComplete="email" inputMode="email" />
  );
});
