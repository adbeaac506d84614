import { ActionIcon, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ParkingUnavailabilitiesQuery } from '../../../gql/graphql';
import { DayBadges, useHoursText } from './day-badges';

export type UnavailabilityItem = NonNullable<ParkingUnavailabilitiesQuery['parking']>['unavailabilities'][number];

interface UnavailabilityCardProps {
  item: UnavailabilityItem;
  canManage: boolean;
  busy: boolean;
  onDelete: (item: UnavailabilityItem) => void;
}

/** One recurring closure: its days and events, and its hours (noting a night that ends the next day). */
export function UnavailabilityCard({ item, canManage, busy, onDelete }: UnavailabilityCardProps) {
  const { t } = useTranslation('prices');
  const hours = useHoursText();
  return (
    <Paper component="article" p="md" withBorder bg="var(--ps-surface)" aria-label={item.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Title>
          <DayBadges days={item.days} />
          <Text size="sm">{hours(item.startTime, item.endTime)}</Text>
        </Stack>
        {canManage ? (
          <Tooltip label={t('delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('delete')}: ${item.name}`}
              disabled={busy}
              onClick={() => onDelete(item)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
    </Paper>
  );
}
