import { Badge } from '@mantine/core';
import { IconBan, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MapParking } from '../hooks/use-map-parkings';

/** Free or full with an icon and a word, so colour is never the only sign. */
export function AvailabilityBadge({ availability }: { availability: MapParking['availability'] }) {
  const { t } = useTranslation('map');
  const free = availability === 'free';
  return (
    <Badge
      variant="light"
      color={free ? 'green' : 'red'}
      leftSection={free ? <IconCircleCheck size={14} aria-hidden /> : <IconBan size={14} aria-hidden />}
      style={{ textTransform: 'none', flexShrink: 0 }}
      data-availability={availability}
    >
      {t(`availability.${availability}`)}
    </Badge>
  );
}

export function useFreeSpotsText() {
  const { t } = useTranslation('map');
  return (parking: Pick<MapParking, 'availability' | 'freeSpots'>) =>
    parking.availability === 'free' ? t('free_spots', { count: parking.freeSpots }) : t('no_free_spot');
}
