import { Stack, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-header';
import { ListStates } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { useMyLiveReservations, useMyReservationHistory } from '../api/my-reservations';
import { useStatusRefresh } from '../hooks/use-status-refresh';
import { isLive } from '../utils/display';
import { arrangeHistory } from '../utils/history';
import { HistoryCard } from './history-card';

/**
 * /reservations: the driver's parking history. Every live reservation (a driver may hold several, decision 077)
 * comes from its own list, so all of them lead the page however long the history is: those booked ahead under
 * "Upcoming", nearest first; then the stay under way, then the finished ones newest first, a page at a time.
 */
export function ReservationsPage() {
  const { t } = useTranslation('reservations');
  const live = useMyLiveReservations();
  const history = useMyReservationHistory();
  const past = history.data?.myReservations.items ?? [];
  const finishedIds = new Set(past.map((reservation) => reservation.id));
  // A reservation that has just finished may still be in a live list asked for before: the history knows better.
  const current = (live.data?.myReservations.items ?? []).filter((reservation) => !finishedIds.has(reservation.id));
  const { upcoming, rest: reservations, instants } = arrangeHistory([...current, ...past], Date.now());
  const loaded = Boolean(live.data && history.data);

  // Only the live reservations change by themselves: they are asked for again at each one's start, end and
  // payment deadline; the history (whose loaded pages a refresh would drop) only when one of them has left.
  useStatusRefresh({ live: instants.length > 0, instants, refetch: live.refetch });
  useRefetchWhenOneLeaves(live.data ? current.map((reservation) => reservation.id) : null, history.refetch);

  const retry = () => {
    void live.refetch();
    void history.refetch();
  };

  return (
    <Stack gap={0} maw={760}>
      <PageHeader title={t('history.title')} back={{ to: paths.map.href(), label: t('back.map') }} />
      <ListStates
        loading={live.loading || history.loading}
        error={live.error ?? history.error}
        loaded={loaded}
        count={loaded ? upcoming.length + reservations.length : 0}
        loadingLabel={t('history.loading')}
        onRetry={retry}
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
        {loaded ? <LoadMore nextCursor={live.data?.myReservations.nextCursor} onLoadMore={live.loadMore} /> : null}
        {upcoming.length > 0 && reservations.length > 0 ? (
          <Title order={2} fz="h4">
            {t('history.past')}
          </Title>
        ) : null}
        {reservations.map((reservation) => (
          <HistoryCard key={reservation.id} reservation={reservation} current={isLive(reservation.status)} />
        ))}
      </ListStates>
      {loaded ? <LoadMore nextCursor={history.data?.myReservations.nextCursor} onLoadMore={history.loadMore} /> : null}
    </Stack>
  );
}

/** Asks for the history again once a live reservation has left the live list (it ended, expired or was cancelled). */
function useRefetchWhenOneLeaves(liveIds: readonly string[] | null, refetch: () => unknown) {
  const previous = useRef<readonly string[] | null>(liveIds);
  const key = liveIds?.join('|') ?? null;
  useEffect(() => {
    const ids = key === null ? null : key.split('|').filter(Boolean);
    if (previous.current && ids && previous.current.some((id) => !ids.includes(id))) {
      void refetch();
    }
    if (ids) {
      previous.current = ids;
    }
  }, [key, refetch]);
}
