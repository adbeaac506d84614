import { useQuery } from '@apollo/client';
import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarTime, IconClockHour4, IconCreditCard } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '@parkshare/shared/locales';
import { paths } from '../../config/paths';
import { configStore } from '../../lib/config';
import { formatCountdown } from '../../lib/countdown-format';
import { formatDate, formatTime } from '../../lib/format/date';
import { useCountdown } from '../../lib/payments/countdown';
import { useSession } from '../../lib/session/session-store';
import { activeReservationDocument } from './active-reservation';

const parse = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);
const deadline = (value: number) => (Number.isNaN(value) ? null : value);

/**
 * SPEC §4 "Active reservation countdown": once the configuration has loaded and the session is authenticated,
 * the active reservation is fetched (network-only); if there is one, the time to its end ticks every second
 * (SPEC §9 units) and links to the reservation. At the end the countdown stops and the header shows nothing;
 * with no reservation, or when the fetch fails (only logged, no message), it is cleared. A new reservation
 * (a refetch of 'ActiveReservation' after create, pay, extend or finish) replaces the previous countdown.
 *
 * Before that, two phases that are not parking yet (issue 13): a reservation waiting for payment says the spot is
 * held and how long is left to pay, and links to the payment; a paid one that has not started says when it starts.
 * A driver may hold several reservations (decision 077): the API answers the one that matters now (waiting for
 * payment, else under way, else the nearest upcoming), and at the end of a stay the next one is asked for.
 */
export function ReservationCountdown() {
  // One countdown per person: when an admin starts or stops impersonating, the previous person's reservation
  // (its query result and its timers) goes at once and the new person's is fetched (issue 13).
  const userId = useSession().user?.id ?? '';
  return <PersonCountdown key={userId} />;
}

function PersonCountdown() {
  const { t, i18n } = useTranslation('common');
  const locale: Locale = i18n.resolvedLanguage?.startsWith('pl') ? 'pl' : 'en';
  const configLoaded = configStore.useStore().config !== null;
  const { authenticated } = useSession();
  // At 360 px the brand and a days-long countdown share the header: the clock icon goes.
  const narrow = useMediaQuery('(max-width: 25em)');
  const { data, error, refetch } = useQuery(activeReservationDocument, {
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
  const holding = reservation?.status === 'pending_payment';
  const left = useCountdown(deadline(parse(reservation?.endAt)));
  const toStart = useCountdown(deadline(parse(reservation?.startAt)));
  const toPay = useCountdown(holding ? deadline(parse(reservation?.paymentDueAt)) : null);
  const holdOver = holding && toPay === 0;
  const stayOver = left === 0;
  // The hold ran out (the reservation expires on the server), or the stay ended: ask again rather than show a
  // stale "held" — and the driver may have booked another stay for later (decision 077), which comes next.
  useEffect(() => {
    if (holdOver || stayOver) void refetch().catch(() => undefined);
  }, [holdOver, stayOver, refetch]);

  if (!reservation || left === null || left === 0 || holdOver) {
    return null;
  }
  const common = {
    component: Link,
    size: 'compact-md',
    radius: 'xl',
    px: narrow ? 10 : undefined,
    'data-testid': 'reservation-countdown',
    styles: { label: { fontVariantNumeric: 'tabular-nums' } },
  } as const;

  if (holding && toPay !== null) {
    const time = formatCountdown(toPay, locale);
    const unpaid = reservation.unpaidOrder;
    return (
      <Button
        {...common}
        to={unpaid ? paths.reservationPayments.href(unpaid.id) : paths.reservationDetails.href(reservation.id)}
        variant="light"
        color="yellow"
        leftSection={narrow ? undefined : <IconCreditCard size={18} aria-hidden />}
        aria-label={t('reservation_hold_label', { time })}
        data-phase="hold"
      >
        {t(narrow ? 'reservation_hold_short' : 'reservation_hold', { time })}
      </Button>
    );
  }

  const to = paths.reservationDetails.href(reservation.id);
  // A reservation that has not started says when it starts: a countdown would read as parking time.
  if (toStart !== null && toStart > 0) {
    const start = new Date(parse(reservation.startAt));
    const today = formatDate(start, locale) === formatDate(new Date(), locale);
    const values = { time: formatTime(start), date: formatDate(start, locale) };
    return (
      <Button
        {...common}
        to={to}
        variant="default"
        leftSection={narrow ? undefined : <IconCalendarTime size={18} aria-hidden />}
        aria-label={t(today ? 'reservation_starts_at_label' : 'reservation_starts_on_label', values)}
        data-phase="upcoming"
      >
        {t(today ? 'reservation_starts_at' : 'reservation_starts_on', values)}
      </Button>
    );
  }

  const time = formatCountdown(left, locale);
  return (
    <Button
      {...common}
      to={to}
      variant="light"
      leftSection={narrow ? undefined : <IconClockHour4 size={18} aria-hidden />}
      aria-label={t('reservation_countdown', { time })}
      data-phase="running"
    >
      {time}
    </Button>
  );
}
