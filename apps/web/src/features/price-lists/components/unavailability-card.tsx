import { Text } from '@mantine/core';
import type { ParkingUnavailabilitiesQuery } from '../../../gql/graphql';
import { DayBadges, useHoursText } from './day-badges';
import { ItemCard } from './item-card';

export type UnavailabilityItem = NonNullable<ParkingUnavailabilitiesQuery['parking']>['unavailabilities'][number];

interface UnavailabilityCardProps {
  item: UnavailabilityItem;
  editTo?: string;
  busy: boolean;
  onDelete: (item: UnavailabilityItem) => void;
}

/** One recurring closure: its days and events, and its hours (noting a night that ends the next day). */
export function UnavailabilityCard({ item, editTo, busy, onDelete }: UnavailabilityCardProps) {
  const hours = useHoursText();
  return (
    <ItemCard name={item.name} editTo={editTo} busy={busy} onDelete={() => onDelete(item)}>
      <DayBadges days={item.days} />
      <Text size="sm">{hours(item.startTime, item.endTime)}</Text>
    </ItemCard>
  );
}
