import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface MessagePageProps {
  code?: string;
  title: string;
  message?: string;
  action: { to: string; label: string };
  icon?: ReactNode;
}

/** A one-message screen: 403, 404, errors. */
export function MessagePage({ code, title, message, action, icon }: MessagePageProps) {
  return (
    <Stack align="center" ta="center" py="xl" gap="md" maw={520} mx="auto">
      {icon}
      {code ? (
        <Text fz={64} fw={800} c="blue" lh={1} aria-hidden>
          {code}
        </Text>
      ) : null}
      <Title order={1} fz="h2">
        {title}
      </Title>
      {message ? <Text c="dimmed">{message}</Text> : null}
      <Button component={Link} to={action.to}>
        {action.label}
      </Button>
    </Stack>
  );
}
