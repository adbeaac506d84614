import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicAvailabilityState, PublicSpotState } from '../../../gql/graphql';

const availabilityColors: Record<PublicAvailabilityState, string> = { free: 'green', full: 'red', closed: 'gray' };

/** "Free spots: 5 of 12", "Full", "Closed now". */
export function AvailabilityBadge({
  availability,
}: {
  availability: { state: PublicAvailabilityState; availableSpots: number; totalSpots: number };
}) {
  const { t } = useTranslation('public-parking');
  const text =
    availability.state === 'free'
      ? t('availability.free', { available: availability.availableSpots, count: availability.totalSpots })
      : t(`availability.${availability.state}`);
  return (
    <Badge size="lg" variant="light" color={availabilityColors[availability.state]} style={{ textTransform: 'none' }}>
      {text}
    </Badge>
  );
}

const spotColors: Record<PublicSpotState, string> = { available: 'green', reserved: 'yellow', occupied: 'red' };

export function SpotStateBadge({ state }: { state: PublicSpotState }) {
  const { t } = useTranslation('public-parking');
  return (
    <Badge size="lg" variant="light" color={spotColors[state]} style={{ textTransform: 'none' }}>
      {t(`spot_state.${state}`)}
    </Badge>
  );
}
