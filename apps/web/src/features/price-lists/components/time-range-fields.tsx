import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TimeField {
  label: string;
  error?: string;
  field: UseFormRegisterReturn;
}

/** A from–to pair of clock times side by side, with a hint on crossing midnight under them. */
export function TimeRangeFields({ start, end, hint }: { start: TimeField; end: TimeField; hint: string }) {
  return (
    <Stack gap={4}>
      <SimpleGrid cols={2} spacing="sm">
        <TextInput type="time" label={start.label} error={start.error} {...start.field} />
        <TextInput type="time" label={end.label} error={end.error} {...end.field} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}
