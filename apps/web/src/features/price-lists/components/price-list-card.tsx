import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@parkshare/shared/money';
import type { ParkingPriceListsQuery } from '../../../gql/graphql';
import { DayBadges, useHoursText } from './day-badges';
import { ItemCard } from './item-card';

export type PriceListItem = NonNullable<ParkingPriceListsQuery['parking']>['priceLists'][number];

interface PriceListCardProps {
  list: PriceListItem;
  editTo?: string;
  busy: boolean;
  onDelete: (list: PriceListItem) => void;
}

/** One price list: the basic one marked as around the clock, others with their days, events and hours. */
export function PriceListCard({ list, editTo, busy, onDelete }: PriceListCardProps) {
  const { t, i18n } = useTranslation('prices');
  const hours = useHoursText();
  const money = (grosze: number) => formatMoney(grosze, i18n.resolvedLanguage ?? 'en', list.currency);
  return (
    <ItemCard name={list.name} editTo={editTo} busy={busy} onDelete={() => onDelete(list)}>
      {list.isBasic ? (
        // A sentence, not a status: it wraps on a phone instead of keeping its width (the theme's badge default).
        <Badge
          color="teal"
          variant="light"
          tt="none"
          styles={{ root: { minWidth: 0, height: 'auto' }, label: { whiteSpace: 'normal' } }}
        >
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
    </ItemCard>
  );
}
