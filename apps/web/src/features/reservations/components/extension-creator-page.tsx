import { Alert, Button, Stack } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { useReservationDetails } from '../api/reservation-details';
import { useStatusRefresh } from '../hooks/use-status-refresh';
import { isLive } from '../utils/display';
import { formatTime } from '../../../lib/format/date';
import { ExtensionForm } from './extension-form';

/** /reservation/{id}/extension-creator: a later end for a reservation in progress, then its payment. */
export function ExtensionCreatorPage() {
  const { t } = useTranslation('reservations');
  const reservationId = useParams().reservationId ?? '';
  const { data, loading, error, refetch } = useReservationDetails(reservationId);
  const reservation = data?.reservation;
  const details = { to: paths.reservationDetails.href(reservationId), label: t('back.details') };

  useStatusRefresh({
    live: reservation ? isLive(reservation.status) : false,
    instants: reservation ? [reservation.startAt, reservation.endAt] : [],
    refetch,
  });

  const waiting = reservation?.pendingExtensionEndAt && reservation.unpaidOrder ? reservation.unpaidOrder : null;

  return (
    <Stack gap={0} maw={640}>
      <PageHeader title={t('extension.title')} back={details} description={reservation?.parkingName} />
      {loading && !reservation ? <CardsSkeleton count={1} label={t('details.loading')} /> : null}
      {error && !reservation ? (
        <LoadError
          error={error}
          onRetry={() => void refetch()}
          notFound={{
            title: t('details.not_found'),
            back: { to: paths.reservations.href(), label: t('back.history') },
          }}
        />
      ) : null}
      {reservation && reservation.status !== 'active' ? (
        <Alert color="yellow" role="alert" title={t('extension.only_active_title')}>
          <Stack gap="xs" align="flex-start">
            {t('extension.only_active_text')}
            <Button component={Link} to={details.to} size="xs" variant="light" color="yellow">
              {details.label}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {reservation?.status === 'active' && waiting && reservation.pendingExtensionEndAt ? (
        <Alert color="yellow" title={t('details.extension_waiting_title')} data-testid="extension-waiting">
          <Stack gap="xs" align="flex-start">
            {t('details.extension_waiting', { time: formatTime(reservation.pendingExtensionEndAt) })}
            <Button
              component={Link}
              to={paths.extensionPayments.href(reservation.id, waiting.id)}
              leftSection={<IconCreditCard size={16} aria-hidden />}
            >
              {t('details.pay_now')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {reservation?.status === 'active' && !waiting ? (
        <ExtensionForm reservation={reservation} onRefused={() => void refetch()} />
      ) : null}
    </Stack>
  );
}
