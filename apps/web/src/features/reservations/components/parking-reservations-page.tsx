import { Anchor, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { formatMoney } from '@parkshare/shared/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { formatRegistrationNumber } from '../../../lib/format/registration-number';
import type { ParkingReservationsQuery } from '../../../gql/graphql';
import { useParkingReservations } from '../api/parking-reservations';
import { useStatusRefresh } from '../hooks/use-status-refresh';
import { isLive } from '../utils/display';
import { formatRange, localeOf } from '../../../lib/format/date';
import { Detail } from './detail';
import { ReservationStatusBadge } from './reservation-status-badge';
import { SPOT_PLACEHOLDER, WithSpotNumber } from '../../../components/ui/spot-number';

type Item = ParkingReservationsQuery['parkingReservations'][number];
type Tab = 'upcoming' | 'past';

/** /parking/{id}/reservations: who parks where and when, for the parking's managers; upcoming or past. */
export function ParkingReservationsPage() {
  const { t } = useTranslation('reservations');
  const parkingId = useParams().parkingId ?? '';
  const { data, loading, error, refetch } = useParkingReservations(parkingId);
  const [tab, setTab] = useState<Tab>('upcoming');
  const all = data?.parkingReservations ?? [];
  // Upcoming: soonest first; past: the API's newest first.
  const upcoming = all.filter((item) => isLive(item.status)).sort((a, b) => a.startAt.localeCompare(b.startAt));
  const past = all.filter((item) => !isLive(item.status));
  const shown = tab === 'upcoming' ? upcoming : past;
  const back = { to: paths.parkings.href(), label: t('back.parkings') };

  useStatusRefresh({ live: upcoming.length > 0, instants: upcoming.slice(0, 20).map((item) => item.startAt), refetch });

  return (
    <Stack gap={0} maw={900}>
      <PageHeader
        title={t('owner.title')}
        back={back}
        description={
          data ? (
            <Anchor component={Link} to={paths.parkingEditor.href(parkingId)} inherit>
              {t('owner.subtitle', { name: data.parking.name, identifier: data.parking.identifier })}
            </Anchor>
          ) : null
        }
      />
      {loading && !data ? <CardsSkeleton label={t('owner.loading')} /> : null}
      {error && !data ? (
        <LoadError error={error} onRetry={() => void refetch()} notFound={{ title: t('owner.not_found'), back }} />
      ) : null}
      {data ? (
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('owner.tabs_label')}
            value={tab}
            onChange={(value) => setTab(value as Tab)}
            data={[
              { value: 'upcoming', label: t('owner.upcoming', { n: upcoming.length }) },
              { value: 'past', label: t('owner.past', { n: past.length }) },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          {shown.length === 0 ? (
            <EmptyState
              icon={<IconCalendarEvent size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
              title={t(tab === 'upcoming' ? 'owner.empty_upcoming_title' : 'owner.empty_past_title')}
              text={t('owner.empty_text')}
            />
          ) : (
            <Stack gap="xs">
              {shown.map((item) => (
                <OwnerRow key={item.id} item={item} />
              ))}
            </Stack>
          )}
        </Stack>
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
