import { Alert, Anchor, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormEditorPage } from '../../../components/ui/editor-page';
import { LoadError } from '../../../components/ui/query-states';
import { SPOT_PLACEHOLDER, WithSpotNumber } from '../../../components/ui/spot-number';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { formatRange, localeOf } from '../../../lib/format/date';
import { useTicketReservation } from '../api/ticket-reservation';
import { TicketForm } from './ticket-form';

/**
 * /ticket-creator: a new ticket. With ?reservationId= it is "Report a problem" with that stay: the stay is shown
 * above the form, and a problem already reported about it is linked.
 */
export function TicketCreatorPage() {
  const { t, i18n } = useTranslation('tickets');
  const locale = localeOf(i18n.resolvedLanguage);
  const reservationId = useSearchParams()[0].get('reservationId');
  const { data, error, refetch } = useTicketReservation(reservationId);
  const reservation = data?.reservation;

  if (!reservationId) {
    return (
      <FormEditorPage
        title={t('creator.title')}
        back={{ to: paths.tickets.href(), label: t('back.tickets') }}
        error={null}
        onRetry={() => undefined}
        ready
        loading={{ label: t('creator.loading'), fields: 5 }}
      >
        <TicketForm />
      </FormEditorPage>
    );
  }

  const back = { to: paths.reservationDetails.href(reservationId), label: t('back.reservation') };
  if (error && !reservation) {
    return (
      <Stack gap={0} maw={640}>
        <PageHeader title={t('creator.report_title')} back={back} />
        <LoadError
          error={error}
          onRetry={() => void refetch()}
          notFound={{
            title: t('creator.reservation_not_found'),
            back: { to: paths.reservations.href(), label: t('back.history') },
          }}
        />
      </Stack>
    );
  }
  return (
    <FormEditorPage
      title={t('creator.report_title')}
      back={back}
      error={null}
      onRetry={() => void refetch()}
      ready={Boolean(reservation)}
      loading={{ label: t('creator.loading'), fields: 5 }}
    >
      {reservation ? (
        <Stack gap="md">
          <Paper p="sm" radius="md" bg="var(--mantine-color-default-hover)" data-testid="report-stay">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              <WithSpotNumber
                text={t('creator.stay', { parking: reservation.parkingName, spot: SPOT_PLACEHOLDER })}
                number={reservation.spotNumber}
              />
            </Text>
            <Text size="sm" c="dimmed">
              {formatRange(reservation.startAt, reservation.endAt, locale)}
            </Text>
          </Paper>
          {reservation.tickets.length > 0 ? (
            <Alert color="blue" icon={<IconInfoCircle aria-hidden />} title={t('creator.already_reported')}>
              <Stack gap={4}>
                {reservation.tickets.map((ticket) => (
                  <Anchor key={ticket.id} component={Link} to={paths.ticketDetails.href(ticket.id)} size="sm">
                    {t('number', { number: ticket.number })}
                  </Anchor>
                ))}
              </Stack>
            </Alert>
          ) : null}
          <TicketForm reservation={reservation} />
        </Stack>
      ) : null}
    </FormEditorPage>
  );
}
