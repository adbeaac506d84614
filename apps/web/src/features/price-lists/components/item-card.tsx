import { ActionIcon, Group, Paper, Stack, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface ItemCardProps {
  name: string;
  /** The item's editor; with it the card offers Edit and Delete (managers only). */
  editTo?: string;
  busy: boolean;
  onDelete: () => void;
  children: ReactNode;
}

/** A price list or unavailability as a card: its name, what the caller shows under it, and edit and delete. */
export function ItemCard({ name, editTo, busy, onDelete, children }: ItemCardProps) {
  const { t } = useTranslation('prices');
  return (
    <Paper component="article" p="md" withBorder bg="var(--ps-surface)" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {children}
        </Stack>
        {editTo ? (
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <Tooltip label={t('edit')}>
              <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={`${t('edit')}: ${name}`}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t('delete')}: ${name}`}
                disabled={busy}
                onClick={onDelete}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
