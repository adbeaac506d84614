import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The form-level message of a failed submit (SPEC §8), announced to screen readers. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) {
    return null;
  }
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      {message}
    </Alert>
  );
}
