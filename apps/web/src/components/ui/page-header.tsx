import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PageHeaderProps {
  title: ReactNode;
  /** SPEC §2: lists go back to the map, parking management to my parkings, creators to their list. */
  back?: { to: string; label: string };
  description?: ReactNode;
  /** Buttons on the right (e.g. "Add"); they wrap under the title on a phone. */
  actions?: ReactNode;
}

/** The top of every owner screen: a back link, the title (the page's only h1) and its main actions. */
export function PageHeader({ title, back, description, actions }: PageHeaderProps) {
  return (
    <Stack gap={6} mb="md">
      {back ? (
        <Anchor component={Link} to={back.to} size="sm" style={{ alignSelf: 'flex-start' }}>
          <Group gap={4} wrap="nowrap" component="span">
            <IconArrowLeft size={16} aria-hidden />
            {back.label}
          </Group>
        </Anchor>
      ) : null}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
