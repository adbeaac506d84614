import { Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ListStates } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { useMyReservations } from '../api/my-reservations';
import { useStatusRefresh } from '../hooks/use-status-refresh';
import { isLive } from '../utils/display';
import { HistoryCard } from './history-card';

/** /reservations: the driver's parking history, the current reservation first, then newest first. */
export function ReservationsPage() {
  const { t } = useTranslation('reservations');
  const { data, loading, error, refetch } = useMyReservations();
  const all = data?.myReservations ?? [];
  // The API answers newest first; the one still going (at most one) leads.
  const current = all.filter((reservation) => isLive(reservation.status));
  const reservations = [...current, ...all.filter((reservation) => !isLive(reservation.status))];
  const live = current[0];

  useStatusRefresh({
    live: Boolean(live),
    instants: live ? [live.startAt, live.endAt, live.paymentDueAt] : [],
    refetch,
  });

  return (
    <Stack gap={0} maw={760}>
      <PageHeader title={t('history.title')} back={{ to: paths.map.href(), label: t('back.map') }} />
      <ListStates
        loading={loading}
        error={error}
        loaded={Boolean(data)}
        count={reservations.length}
        loadingLabel={t('history.loading')}
        onRetry={() => void refetch()}
        empty={{
          icon: <IconHistory size={40} aria-hidden color="var(--mantine-color-blue-6)" />,
          title: t('history.empty_title'),
          text: t('history.empty_text'),
          action: { to: paths.map.href(), label: t('history.empty_action') },
        }}
      >
        {reservations.map((reservation) => (
          <HistoryCard key={reservation.id} reservation={reservation} current={isLive(reservation.status)} />
        ))}
      </ListStates>
    </Stack>
  );
}
