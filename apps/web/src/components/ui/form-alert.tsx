import { Group, Paper, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The form-level message of a failed submit (SPEC §8), announced to screen readers. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) {
    return null;
  }
  // Paper + Text instead of Mantine's Alert: same look, a fraction of the sign-in route's bytes.
  return (
    <Paper role="alert" p="sm" radius="md" bg="var(--mantine-color-red-light)" c="var(--mantine-color-red-light-color)">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconAlertCircle size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" c="inherit">
          {message}
        </Text>
      </Group>
    </Paper>
  );
}
