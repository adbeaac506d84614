import { ActionIcon, Badge, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@parkshare/shared/money';
import type { ParkingPriceListsQuery } from '../../../gql/graphql';
import { DayBadges, useHoursText } from './day-badges';

export type PriceListItem = NonNullable<ParkingPriceListsQuery['parking']>['priceLists'][number];

interface PriceListCardProps {
  list: PriceListItem;
  canManage: boolean;
  busy: boolean;
  onDelete: (list: PriceListItem) => void;
}

/** One price list: the basic one marked as around the clock, others with their days, events and hours. */
export function PriceListCard({ list, canManage, busy, onDelete }: PriceListCardProps) {
  const { t, i18n } = useTranslation('prices');
  const hours = useHoursText();
  const money = (grosze: number) => formatMoney(grosze, i18n.resolvedLanguage ?? 'en', list.currency);
  return (
    <Paper component="article" p="md" withBorder bg="var(--ps-surface)" aria-label={list.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {list.name}
          </Title>
          {list.isBasic ? (
            <Badge color="teal" variant="light" tt="none" style={{ whiteSpace: 'normal', height: 'auto' }}>
              {t('list.basic_badge')}
            </Badge>
          ) : (
            <>
              <DayBadges days={list.days} />
              <Text size="sm">{hours(list.startHour, list.endHour)}</Text>
            </>
          )}
          <Text size="sm" c="dimmed">
            {t('list.period', { period: t(`periods.${list.settlementPeriod}`) })}
          </Text>
          <Text size="sm" fw={500}>
            {t('list.prices', { first: money(list.firstPeriodPrice), next: money(list.nextPeriodPrice) })}
          </Text>
        </Stack>
        {canManage ? (
          <Tooltip label={t('delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('delete')}: ${list.name}`}
              disabled={busy}
              onClick={() => onDelete(list)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
    </Paper>
  );
}
