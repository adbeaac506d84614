import { Alert, Button, Paper, Stack } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { useReservationDetails } from '../api/reservation-details';
import { useOfflinePass } from '../hooks/use-offline-pass';
import { useStatusRefresh } from '../hooks/use-status-refresh';
import { isLive } from '../utils/display';
import { hasPass, spotQrUrl } from '../utils/offline-pass';
import { formatDateTime, formatTime, localeOf } from '../../../lib/format/date';
import { useDeferredResult } from '../../../lib/graphql/use-deferred-result';
import { OfflinePassView } from './offline-pass-view';
import { PassCode } from './pass-code';
import { ReservationActions } from './reservation-actions';
import { ReservationFacts } from './reservation-facts';
import { ReservationOrders } from './reservation-orders';
import { ReservationStatusBadge } from './reservation-status-badge';
import { ReportProblemLink } from './report-problem-link';
import { TimeLeft } from './time-left';

/** /reservation/{id}: everything about one reservation, what to pay, how long is left and what can be done. */
export function ReservationDetailsPage() {
  const { t, i18n } = useTranslation('reservations');
  const locale = localeOf(i18n.resolvedLanguage);
  const reservationId = useParams().reservationId ?? '';
  const { data, loading, error, refetch } = useDeferredResult(useReservationDetails(reservationId));
  const reservation = data?.reservation;

  useStatusRefresh({
    live: reservation ? isLive(reservation.status) : false,
    instants: reservation ? [reservation.startAt, reservation.endAt, reservation.paymentDueAt] : [],
    refetch,
  });
  // No connection: the pass saved on the phone instead of the error (decision 091).
  const offlinePass = useOfflinePass({ reservationId, reservation, error, refetch });

  const back = { to: paths.reservations.href(), label: t('back.history') };
  const unpaid = reservation?.unpaidOrder ?? null;

  return (
    <Stack gap={0} maw={760}>
      <PageHeader
        title={t('details.title')}
        back={back}
        description={reservation?.parkingName ?? offlinePass?.parkingName}
      />
      {loading && !reservation ? <CardsSkeleton count={1} label={t('details.loading')} /> : null}
      {offlinePass && !reservation && !loading ? <OfflinePassView pass={offlinePass} /> : null}
      {error && !reservation && !offlinePass ? (
        <LoadError error={error} onRetry={() => void refetch()} notFound={{ title: t('details.not_found'), back }} />
      ) : null}
      {reservation ? (
        <Stack gap="md">
          <Paper p="md" withBorder bg="var(--ps-surface)">
            <Stack gap="sm">
              <ReservationStatusBadge status={reservation.status} />
              {reservation.status === 'pending_payment' && unpaid ? (
                <Alert color="yellow" title={t('details.pay_title')} data-testid="pay-within">
                  <Stack gap="xs" align="flex-start">
                    {reservation.paymentDueAt ? (
                      <TimeLeft
                        until={reservation.paymentDueAt}
                        label={t('details.pay_within', { time: formatTime(reservation.paymentDueAt) })}
                      />
                    ) : null}
                    <Button
                      component={Link}
                      to={paths.reservationPayments.href(unpaid.id)}
                      leftSection={<IconCreditCard size={16} aria-hidden />}
                    >
                      {t('details.pay_now')}
                    </Button>
                  </Stack>
                </Alert>
              ) : null}
              {reservation.status === 'confirmed' ? (
                <Alert color="blue" title={t('details.upcoming_title')}>
                  {t('details.starts_at', { time: formatDateTime(reservation.startAt, locale) })}
                </Alert>
              ) : null}
              {reservation.status === 'active' ? (
                <Alert color="green" title={t('details.active_title')}>
                  <TimeLeft
                    until={reservation.endAt}
                    label={t('details.time_left', { time: formatTime(reservation.endAt) })}
                  />
                </Alert>
              ) : null}
              {reservation.status === 'active' && reservation.pendingExtensionEndAt && unpaid ? (
                <Alert color="yellow" title={t('details.extension_waiting_title')} data-testid="extension-waiting">
                  <Stack gap="xs" align="flex-start">
                    {t('details.extension_waiting', {
                      time: formatTime(reservation.pendingExtensionEndAt),
                    })}
                    <Button
                      component={Link}
                      to={paths.extensionPayments.href(reservation.id, unpaid.id)}
                      leftSection={<IconCreditCard size={16} aria-hidden />}
                    >
                      {t('details.pay_now')}
                    </Button>
                  </Stack>
                </Alert>
              ) : null}
              <ReservationFacts reservation={reservation} />
              {hasPass(reservation.status) ? (
                <PassCode
                  qrUrl={spotQrUrl(window.location.origin, reservation.parkingIdentifier, reservation.spotNumber)}
                  spotNumber={reservation.spotNumber}
                  accessInstructions={reservation.accessInstructions}
                  accessFrom={reservation.accessInstructionsFrom}
                />
              ) : null}
              <ReservationActions reservation={reservation} onChanged={refetch} />
              <ReportProblemLink reservationId={reservation.id} tickets={reservation.tickets} />
            </Stack>
          </Paper>
          <ReservationOrders orders={reservation.orders} />
        </Stack>
      ) : null}
    </Stack>
  );
}
