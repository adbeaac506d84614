import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of every signed-out form: one h1, an optional lead, the form, then the links. */
export function AuthCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Paper
      maw={440}
      mx="auto"
      mt={{ base: 'md', sm: 'xl' }}
      p={{ base: 'md', sm: 'xl' }}
      withBorder
      shadow="sm"
      bg="var(--ps-surface)"
    >
      <Stack gap="md">
        <Stack gap={4}>
          {/* A notch smaller on phones so "Potwierdź adres e-mail" stays on one line instead of breaking at "e-". */}
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {title}
          </Title>
          {lead ? <Text c="dimmed">{lead}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

// Re-exported so the e-mail field shares this module's chunk: on its own it would be a 0.2 KB extra request on
// /sign-in (decision 020). Every signed-out form already loads the card.
export { EmailField } from './email-field';
