import { Stack, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ListStates } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { useMyReservations } from '../api/my-reservations';
import { useStatusRefresh } from '../hooks/use-status-refresh';
import { isLive } from '../utils/display';
import { arrangeHistory } from '../utils/history';
import { HistoryCard } from './history-card';

/**
 * /reservations: the driver's parking history. Reservations booked ahead (not started yet) stand first under
 * "Upcoming", nearest first; then the stay under way, then the rest newest first.
 */
export function ReservationsPage() {
  const { t } = useTranslation('reservations');
  const { data, loading, error, refetch } = useMyReservations();
  const all = data?.myReservations ?? [];
  const { upcoming, rest: reservations, instants } = arrangeHistory(all, Date.now());

  useStatusRefresh({ live: instants.length > 0, instants, refetch });

  return (
    <Stack gap={0} maw={760}>
      <PageHeader title={t('history.title')} back={{ to: paths.map.href(), label: t('back.map') }} />
      <ListStates
        loading={loading}
        error={error}
        loaded={Boolean(data)}
        count={all.length}
        loadingLabel={t('history.loading')}
        onRetry={() => void refetch()}
        empty={{
          icon: <IconHistory size={40} aria-hidden color="var(--mantine-color-blue-6)" />,
          title: t('history.empty_title'),
          text: t('history.empty_text'),
          action: { to: paths.map.href(), label: t('history.empty_action') },
        }}
      >
        {upcoming.length > 0 ? (
          <Stack component="section" gap="sm" aria-labelledby="upcoming-title" data-testid="upcoming-reservations">
            <Title order={2} fz="h4" id="upcoming-title">
              {t('history.upcoming')}
            </Title>
            {upcoming.map((reservation) => (
              <HistoryCard key={reservation.id} reservation={reservation} current upcoming />
            ))}
          </Stack>
        ) : null}
        {upcoming.length > 0 && reservations.length > 0 ? (
          <Title order={2} fz="h4">
            {t('history.past')}
          </Title>
        ) : null}
        {reservations.map((reservation) => (
          <HistoryCard key={reservation.id} reservation={reservation} current={isLive(reservation.status)} />
        ))}
      </ListStates>
    </Stack>
  );
}
