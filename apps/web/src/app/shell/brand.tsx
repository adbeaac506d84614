import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconParking } from '@tabler/icons-react';

// The product name is a brand, the same in every language.
export function Brand() {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon radius="md" size="lg" aria-hidden>
        <IconParking size={22} />
      </ThemeIcon>
      <Text fw={800} size="lg" c="var(--mantine-color-text)">
        Parkshare
      </Text>
    </Group>
  );
}
