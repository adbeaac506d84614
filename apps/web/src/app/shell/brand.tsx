import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconParking } from '@tabler/icons-react';

// The product name is a brand, the same in every language (hence the one literal text of the app).
export function Brand() {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon radius="md" size="lg" aria-hidden>
        <IconParking size={22} />
      </ThemeIcon>
      {/* eslint-disable-next-line i18next/no-literal-string -- the brand name is not translated */}
      <Text fw={800} size="lg" c="var(--mantine-color-text)" className="ps-brand-name">
        Parkshare
      </Text>
    </Group>
  );
}
