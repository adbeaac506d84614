import { useQuery } from '@apollo/client';
import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { configStore } from '../../lib/config';
import { formatCountdown } from '../../lib/countdown-format';
import { useCountdown } from '../../lib/payments/countdown';
import { useSession } from '../../lib/session/session-store';
import { activeReservationDocument } from './active-reservation';

/**
 * SPEC §4 "Active reservation countdown": once the configuration has loaded and the session is authenticated,
 * the active reservation is fetched (network-only); if there is one, the time to its end (to its start first, while
 * it has not begun) ticks every second
 * (SPEC §9 units) and links to the reservation. At the end the countdown stops and the header shows nothing;
 * with no reservation, or when the fetch fails (only logged, no message), it is cleared. A new reservation
 * (a refetch of 'ActiveReservation' after create, pay, extend or finish) replaces the previous countdown.
 */
export function ReservationCountdown() {
  const { t, i18n } = useTranslation('common');
  const locale = i18n.resolvedLanguage?.startsWith('pl') ? 'pl' : 'en';
  const configLoaded = configStore.useStore().config !== null;
  const { authenticated } = useSession();
  // At 360 px the brand and a days-long countdown share the header: the clock icon goes.
  const narrow = useMediaQuery('(max-width: 25em)');
  const { data, error } = useQuery(activeReservationDocument, {
    skip: !configLoaded || authenticated !== true,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  useEffect(() => {
    if (error) {
      console.warn('activeReservation could not be fetched; the countdown is cleared.', error);
    }
  }, [error]);
  const reservation = error || authenticated !== true ? null : (data?.activeReservation ?? null);
  const end = reservation ? Date.parse(reservation.endAt) : Number.NaN;
  const start = reservation ? Date.parse(reservation.startAt) : Number.NaN;
  const left = useCountdown(Number.isNaN(end) ? null : end);
  // A reservation that has not started yet counts down to its start first: "3h left" would read as parking time.
  const toStart = useCountdown(Number.isNaN(start) ? null : start);
  const upcoming = toStart !== null && toStart > 0;

  if (!reservation || left === null || left === 0) {
    return null;
  }
  const time = formatCountdown(upcoming ? toStart : left, locale);
  return (
    <Button
      component={Link}
      to={paths.reservationDetails.href(reservation.id)}
      variant={upcoming ? 'default' : 'light'}
      size="compact-md"
      radius="xl"
      px={narrow ? 10 : undefined}
      leftSection={narrow ? undefined : <IconClockHour4 size={18} aria-hidden />}
      aria-label={t(upcoming ? 'reservation_starts_countdown' : 'reservation_countdown', { time })}
      data-testid="reservation-countdown"
      data-phase={upcoming ? 'upcoming' : 'running'}
      styles={{ label: { fontVariantNumeric: 'tabular-nums' } }}
    >
      {upcoming && !narrow ? t('reservation_starts_in', { time }) : time}
    </Button>
  );
}
