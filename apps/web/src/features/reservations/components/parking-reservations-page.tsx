import { Anchor, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { formatMoney } from '@parkshare/shared/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { formatRegistrationNumber } from '../../../lib/format/registration-number';
import type { ParkingReservationsQuery } from '../../../gql/graphql';
import { useParkingReservations } from '../api/parking-reservations';
import { useStatusRefresh } from '../hooks/use-status-refresh';
import { formatRange, localeOf } from '../../../lib/format/date';
import { Detail } from './detail';
import { ReservationStatusBadge } from './reservation-status-badge';
import { SPOT_PLACEHOLDER, WithSpotNumber } from '../../../components/ui/spot-number';

type Item = ParkingReservationsQuery['parkingReservations']['items'][number];
type Tab = 'upcoming' | 'past';

/**
 * /parking/{id}/reservations: who parks where and when, for the parking's managers: the upcoming and current
 * ones (soonest first) or the past ones (newest first), each a page at a time.
 */
export function ParkingReservationsPage() {
  const { t } = useTranslation('reservations');
  const parkingId = useParams().parkingId ?? '';
  const [tab, setTab] = useState<Tab>('upcoming');
  const { data, previousData, loading, error, refetch, loadMore, loadedMore } = useParkingReservations(
    parkingId,
    tab === 'upcoming',
  );
  // While the other tab's first page loads, the header keeps the parking it already shows.
  const parking = (data ?? previousData)?.parking;
  const page = data?.parkingReservations;
  const shown = page?.items ?? [];
  const back = { to: paths.parkings.href(), label: t('back.parkings') };

  // Upcoming reservations change by themselves (paid, started, ended): the first page is asked for again. Once
  // more pages are shown the list stays as loaded (a refresh would drop them) until the owner reloads.
  useStatusRefresh({
    live: tab === 'upcoming' && shown.length > 0 && !loadedMore,
    instants: shown.slice(0, 20).map((item) => item.startAt),
    refetch,
  });

  return (
    <Stack gap={0} maw={900}>
      <PageHeader
        title={t('owner.title')}
        back={back}
        description={
          parking ? (
            <Anchor component={Link} to={paths.parkingEditor.href(parkingId)} inherit>
              {t('owner.subtitle', { name: parking.name, identifier: parking.identifier })}
            </Anchor>
          ) : null
        }
      />
      {error && !data ? (
        <LoadError error={error} onRetry={() => void refetch()} notFound={{ title: t('owner.not_found'), back }} />
      ) : null}
      {parking ? (
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('owner.tabs_label')}
            value={tab}
            onChange={(value) => setTab(value as Tab)}
            data={[
              { value: 'upcoming', label: t('owner.upcoming') },
              { value: 'past', label: t('owner.past') },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          {loading && !data ? <CardsSkeleton label={t('owner.loading')} /> : null}
          {data && shown.length === 0 ? (
            <EmptyState
              icon={<IconCalendarEvent size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
              title={t(tab === 'upcoming' ? 'owner.empty_upcoming_title' : 'owner.empty_past_title')}
              text={t('owner.empty_text')}
            />
          ) : null}
          {data && shown.length > 0 ? (
            <Stack gap="xs">
              {shown.map((item) => (
                <OwnerRow key={item.id} item={item} />
              ))}
            </Stack>
          ) : null}
          {data ? <LoadMore nextCursor={page?.nextCursor} onLoadMore={loadMore} /> : null}
        </Stack>
      ) : loading && !error ? (
        <CardsSkeleton label={t('owner.loading')} />
      ) : null}
    </Stack>
  );
}

function OwnerRow({ item }: { item: Item }) {
  const { t, i18n } = useTranslation('reservations');
  const locale = localeOf(i18n.resolvedLanguage);
  return (
    <Paper component="article" p="sm" withBorder bg="var(--ps-surface)" data-testid="owner-reservation">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap" mb={6}>
        <Text fw={700}>
          <WithSpotNumber text={t('owner.spot', { spot: SPOT_PLACEHOLDER })} number={item.spotNumber} />
        </Text>
        <ReservationStatusBadge status={item.status} />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing={6}>
        <Detail label={t('fields.registration')}>
          <Text span ff="monospace" inherit>
            {formatRegistrationNumber(item.vehicle.registrationNumber)}
          </Text>
        </Detail>
        <Detail label={t('fields.amount')}>{formatMoney(item.amount, locale, item.currency)}</Detail>
        <Detail label={t('fields.when')}>{formatRange(item.startAt, item.endAt, locale)}</Detail>
      </SimpleGrid>
    </Paper>
  );
}
