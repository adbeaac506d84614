import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

// A plain table, as the admin lists have (Mantine's would add a chunk to every route's preload list, decision 020),
// and the label-over-value cells of the cards that replace it on a phone.

const cell = { padding: '8px 12px', borderBottom: '1px solid var(--mantine-color-default-border)' } as const;

export function Th({ children, end }: { children: ReactNode; end?: boolean }) {
  return (
    <th scope="col" style={{ ...cell, textAlign: end ? 'right' : 'left', fontWeight: 600 }}>
      {children}
    </th>
  );
}

interface TdProps {
  children: ReactNode;
  end?: boolean;
  mono?: boolean;
  strong?: boolean;
  /** Words that may go onto a second line (the others never break). */
  wrap?: boolean;
}

export function Td({ children, end, mono, strong, wrap }: TdProps) {
  return (
    <td
      style={{
        ...cell,
        verticalAlign: 'top',
        textAlign: end ? 'right' : 'left',
        fontWeight: strong ? 700 : undefined,
        fontFamily: mono ? 'var(--mantine-font-family-monospace)' : undefined,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: wrap ? 'normal' : 'nowrap',
      }}
    >
      {children}
    </td>
  );
}

export function Cell({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}
