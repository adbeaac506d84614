import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ReservationViewFieldsFragment } from '../../../gql/graphql';
import { DocumentButton } from './document-button';
import { orderDocument } from './reservation-orders';
import { ReservationFacts } from './reservation-facts';
import { ReservationStatusBadge } from './reservation-status-badge';
import { ReportProblemLink } from './report-problem-link';
import { SPOT_PLACEHOLDER, WithSpotNumber } from '../../../components/ui/spot-number';

/**
 * One stay in the history: the reservation's facts, its status, its documents, the way to report a problem with it
 * and the way to its details.
 */
export function HistoryCard({
  reservation,
  current,
  upcoming = false,
}: {
  reservation: ReservationViewFieldsFragment;
  current: boolean;
  /** Booked ahead, not started yet. */
  upcoming?: boolean;
}) {
  const { t } = useTranslation('reservations');
  const documents = reservation.orders.flatMap((order) => {
    const document = orderDocument(order);
    return document ? [{ order, document }] : [];
  });
  const titleId = `reservation-${reservation.id}`;

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      p="md"
      withBorder
      bg="var(--ps-surface)"
      data-testid="history-card"
      data-current={current || undefined}
      style={current ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        {/* The title keeps at least 12rem: beside a long status ('Czeka na płatność') at 360 px it was squeezed to a
            word a line ('Marszałkows' / 'ka'), so the status goes under it instead. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 12rem', minWidth: 0 }}>
            {current ? (
              <Badge color="blue" variant="filled" size="sm">
                {t(upcoming ? 'history.upcoming_badge' : 'history.current')}
              </Badge>
            ) : null}
            <Text fw={700} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              <WithSpotNumber
                text={t('history.card_title', { spot: SPOT_PLACEHOLDER, parking: reservation.parkingName })}
                number={reservation.spotNumber}
              />
            </Text>
          </Stack>
          <ReservationStatusBadge status={reservation.status} />
        </Group>
        <ReservationFacts reservation={reservation} />
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            {documents.map(({ order, document }) => (
              <DocumentButton
                key={order.id}
                document={document}
                extension={order.product === 'reservation_extension'}
              />
            ))}
          </Group>
          <Group gap="md">
            <ReportProblemLink reservationId={reservation.id} tickets={reservation.tickets} />
            <Anchor component={Link} to={paths.reservationDetails.href(reservation.id)} size="sm">
              <Group gap={2} wrap="nowrap" component="span">
                {t('history.details')}
                <IconChevronRight size={16} aria-hidden />
              </Group>
            </Anchor>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
