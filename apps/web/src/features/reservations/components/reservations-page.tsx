import { Stack, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-header';
import { ListStates } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { useCurrentReservation, useMyReservations } from '../api/my-reservations';
import { useStatusRefresh } from '../hooks/use-status-refresh';
import { isLive, isUpcoming } from '../utils/display';
import { HistoryCard } from './history-card';

/**
 * /reservations: the driver's parking history. The current reservation — booked ahead and not started
 * ("Upcoming"), or running — comes from its own query (a driver has at most one), so it leads the page however
 * long the history is; the rest follows newest first, a page at a time ("Load more").
 */
export function ReservationsPage() {
  const { t } = useTranslation('reservations');
  const current = useCurrentReservation();
  const history = useMyReservations();
  const live = current.data?.activeReservation ?? null;
  const upcoming = live && isUpcoming(live) ? live : null;
  const running = live && !upcoming ? live : null;
  const past = (history.data?.myReservations.items ?? []).filter((reservation) => reservation.id !== live?.id);
  const loaded = Boolean(current.data && history.data);

  // Only the current reservation changes by itself: it is asked about again, and the history (whose loaded
  // pages a refresh would drop) only when it has ended and joins it.
  useStatusRefresh({
    live: Boolean(live),
    instants: live ? [live.startAt, live.endAt, live.paymentDueAt] : [],
    refetch: current.refetch,
  });
  useRefetchWhenEnded(live?.id ?? null, history.refetch);

  const retry = () => {
    void current.refetch();
    void history.refetch();
  };

  return (
    <Stack gap={0} maw={760}>
      <PageHeader title={t('history.title')} back={{ to: paths.map.href(), label: t('back.map') }} />
      <ListStates
        loading={current.loading || history.loading}
        error={current.error ?? history.error}
        loaded={loaded}
        count={loaded ? (live ? 1 : 0) + past.length : 0}
        loadingLabel={t('history.loading')}
        onRetry={retry}
        empty={{
          icon: <IconHistory size={40} aria-hidden color="var(--mantine-color-blue-6)" />,
          title: t('history.empty_title'),
          text: t('history.empty_text'),
          action: { to: paths.map.href(), label: t('history.empty_action') },
        }}
      >
        {upcoming ? (
          <Stack component="section" gap="sm" aria-labelledby="upcoming-title" data-testid="upcoming-reservations">
            <Title order={2} fz="h4" id="upcoming-title">
              {t('history.upcoming')}
            </Title>
            <HistoryCard reservation={upcoming} current upcoming />
          </Stack>
        ) : null}
        {upcoming && past.length > 0 ? (
          <Title order={2} fz="h4">
            {t('history.past')}
          </Title>
        ) : null}
        {running ? <HistoryCard reservation={running} current /> : null}
        {past.map((reservation) => (
          <HistoryCard key={reservation.id} reservation={reservation} current={isLive(reservation.status)} />
        ))}
      </ListStates>
      {loaded ? <LoadMore nextCursor={history.data?.myReservations.nextCursor} onLoadMore={history.loadMore} /> : null}
    </Stack>
  );
}

/** Asks for the history again once the current reservation has ended (or another took its place). */
function useRefetchWhenEnded(currentId: string | null, refetch: () => unknown) {
  const previous = useRef(currentId);
  useEffect(() => {
    if (previous.current && previous.current !== currentId) {
      void refetch();
    }
    previous.current = currentId;
  }, [currentId, refetch]);
}
