import { Button, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarPlus, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isLocale, type Locale } from '@parkshare/shared/locales';
import { paths } from '../../../config/paths';
import { useMapReservationQuote } from '../api/reservation-quote';
import type { MapParking } from '../hooks/use-map-parkings';
import { formatDistance } from '../utils/distance';
import { formatWindow } from '../utils/format-window';
import type { ResolvedWindow, TimeWindowChoice } from '../utils/time-window';
import { draftPeriod } from '../utils/time-window';
import { AvailabilityBadge, useFreeSpotsText } from './availability';
import { StayPrices } from './stay-prices';
import { formatMoney } from '@parkshare/shared/money';

interface ParkingCardProps {
  parking: MapParking | null;
  onClose: () => void;
  window: ResolvedWindow;
  choice: TimeWindowChoice;
  distance: { metres: number; from: 'me' | 'centre' } | null;
}

function Price({ parking, window }: { parking: MapParking; window: ResolvedWindow }) {
  const { t, i18n } = useTranslation('map');
  const locale: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const { data, loading, error } = useMapReservationQuote(parking.identifier, {
    startAt: window.startAt.toISOString(),
    endAt: window.endAt.toISOString(),
  });
  const quote = data?.reservationQuote;
  let body;
  if (loading && !quote) {
    body = (
      <Group gap={6}>
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('card.price_loading')}</Text>
      </Group>
    );
  } else if (error || !quote) {
    body = (
      <Text size="sm" c="red">
        {t('card.price_failed')}
      </Text>
    );
  } else if (!quote.available) {
    body = (
      <Text size="sm" fw={600} c="red" data-testid="map-card-unavailable">
        {quote.reason === 'parking_closed' ? t('card.closed') : t('card.no_spot')}
      </Text>
    );
  } else {
    body = (
      <Text size="xl" fw={700} data-testid="map-card-price">
        {formatMoney(quote.amount, locale, quote.currency)}
      </Text>
    );
  }
  return (
    <Stack gap={2} aria-live="polite" aria-busy={loading}>
      <Text size="sm" c="dimmed">
        {t('card.price')}
      </Text>
      {body}
    </Stack>
  );
}

/** A parking chosen on the map or in the list: price for the window, distance, its page and Reserve. */
export function ParkingCard({ parking, onClose, window, choice, distance }: ParkingCardProps) {
  const { t, i18n } = useTranslation('map');
  const locale: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const narrow = useMediaQuery('(max-width: 47.99em)');
  const navigate = useNavigate();
  const freeSpots = useFreeSpotsText();
  const edges = formatWindow(window.startAt, window.endAt, locale);

  // The draft store comes with the booking flow's shared code (and its schemas): loaded on the first Reserve.
  const reserve = async (current: MapParking) => {
    const { newReservationDraft, saveReservationDraft } = await import('../../../lib/reservation-draft');
    saveReservationDraft({
      ...newReservationDraft({ identifier: current.identifier, address: current.address }, null),
      ...draftPeriod(choice),
    });
    void navigate(paths.reservation.href());
  };

  const limits = parking
    ? (['maxHeight', 'maxLength', 'maxWidth'] as const)
        .filter((field) => parking[field] !== null && parking[field] !== undefined)
        .map((field) => t(`card.${field.slice(3).toLowerCase()}`, { cm: parking[field] }))
    : [];

  return (
    <Drawer
      opened={parking !== null}
      onClose={onClose}
      position={narrow ? 'bottom' : 'right'}
      size={narrow ? 'auto' : 'md'}
      title={parking?.address}
      closeButtonProps={{ 'aria-label': t('card.close') }}
      zIndex={1300}
      // On a phone a bottom sheet as tall as its content (the map stays in view above it).
      styles={{
        title: { fontWeight: 700, overflowWrap: 'anywhere' },
        content: narrow ? { flex: '0 0 auto', height: 'auto', maxHeight: '85dvh' } : undefined,
      }}
    >
      {parking ? (
        <Stack gap="md" data-testid="map-card">
          <Group gap="xs">
            <AvailabilityBadge availability={parking.availability} />
            <Text size="sm" fw={600}>
              {freeSpots(parking)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('card.total', { count: parking.totalSpots })}
            </Text>
          </Group>
          <Text size="sm">{t('card.window', edges)}</Text>
          <Price
            key={`${parking.identifier}:${window.startAt.getTime()}:${window.endAt.getTime()}:${parking.freeSpots}`}
            parking={parking}
            window={window}
          />
          <StayPrices
            key={`presets:${parking.identifier}:${window.startAt.getTime()}`}
            identifier={parking.identifier}
            startAt={window.startAt}
          />
          {distance ? (
            <Text size="sm">
              {t(distance.from === 'me' ? 'card.distance_me' : 'card.distance_centre', {
                distance: formatDistance(distance.metres, locale),
              })}
            </Text>
          ) : null}
          {limits.length > 0 ? (
            <Text size="sm" c="dimmed">
              {t('card.restrictions', { limits: limits.join(', ') })}
            </Text>
          ) : null}
          <Stack gap="xs">
            <Button
              size="md"
              leftSection={<IconCalendarPlus size={20} aria-hidden />}
              disabled={parking.availability !== 'free'}
              onClick={() => void reserve(parking)}
            >
              {t('card.reserve')}
            </Button>
            <Button
              component={Link}
              to={paths.publicParking.href(parking.identifier)}
              variant="light"
              leftSection={<IconExternalLink size={18} aria-hidden />}
            >
              {t('card.page')}
            </Button>
          </Stack>
        </Stack>
      ) : null}
    </Drawer>
  );
}
