import { Anchor, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLocale, type Locale } from '@parkshare/shared/locales';
import { paths } from '../../../config/paths';
import type { MapParking } from '../hooks/use-map-parkings';
import { formatDistance } from '../utils/distance';
import { AvailabilityBadge, useFreeSpotsText } from './availability';

/** The list shows this many nearest parkings; the rest wait for a closer look. */
export const LIST_LIMIT = 50;

export interface ListedParking {
  parking: MapParking;
  metres: number;
}

interface ParkingListProps {
  /** Nearest first. */
  items: ListedParking[];
  /** Parkings shown on the map only as a busy place's number. */
  grouped: number;
  selectedIdentifier: string | null;
  onSelect: (parking: MapParking) => void;
  titleId: string;
}

/** The same parkings as the map, nearest first, for keyboard and screen-reader users (and anyone who prefers). */
export function ParkingList({ items, grouped, selectedIdentifier, onSelect, titleId }: ParkingListProps) {
  const { t, i18n } = useTranslation('map');
  const locale: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const freeSpots = useFreeSpotsText();
  const shown = items.slice(0, LIST_LIMIT);

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline" gap={4}>
        <Title order={2} fz="h5" id={titleId}>
          {t('list.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('list.hint')}
        </Text>
      </Group>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
        {shown.map(({ parking, metres }) => (
          <li key={parking.identifier}>
            <Paper
              withBorder
              p="sm"
              bg="var(--ps-surface)"
              style={
                parking.identifier === selectedIdentifier
                  ? { borderColor: 'var(--mantine-color-blue-5)', borderWidth: 2 }
                  : undefined
              }
              data-testid="map-list-item"
            >
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <UnstyledButton
                    onClick={() => onSelect(parking)}
                    aria-label={t('list.details', { address: parking.address })}
                  >
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} td="underline">
                      {parking.address}
                    </Text>
                  </UnstyledButton>
                  <AvailabilityBadge availability={parking.availability} />
                </Group>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{freeSpots(parking)}</Text>
                  <Text size="sm" c="dimmed">
                    {t('list.distance', { distance: formatDistance(metres, locale) })}
                  </Text>
                </Group>
                <Anchor component={Link} to={paths.publicParking.href(parking.identifier)} size="sm">
                  {t('list.page')}
                  <span className="sr-only">{`: ${parking.address}`}</span>
                </Anchor>
              </Stack>
            </Paper>
          </li>
        ))}
      </Stack>
      {items.length > shown.length ? (
        <Text size="sm" c="dimmed">
          {t('list.more', { count: items.length - shown.length })}
        </Text>
      ) : null}
      {grouped > 0 ? (
        <Text size="sm" c="dimmed" data-testid="map-list-grouped">
          {t('list.grouped', { count: grouped })}
        </Text>
      ) : null}
    </Stack>
  );
}
