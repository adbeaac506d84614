import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCash, IconParking } from '@tabler/icons-react';
import { formatMoney } from '@parkshare/shared/money';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/ui/load-more';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { formatDateTime, formatRange, localeOf } from '../../../lib/format/date';
import { useAdminUserPayments, useAdminUserReservations } from '../api/admin-user';

const STATUS_COLORS: Record<string, string> = {
  active: 'teal',
  confirmed: 'blue',
  completed: 'gray',
  pending_payment: 'yellow',
  succeeded: 'teal',
  failed: 'red',
  cancelled: 'gray',
  expired: 'gray',
};

/** A user's reservations on their account page: parking, spot, car, when, price and status; paged. */
export function UserReservationsList({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('admin');
  const locale = localeOf(i18n.resolvedLanguage);
  const { data, loading, error, refetch, loadMore } = useAdminUserReservations(userId);
  const page = data?.user.reservations;
  if (loading && !data) {
    return <CardsSkeleton label={t('account.reservations.loading')} />;
  }
  if (error && !data) {
    return <LoadError error={error} onRetry={() => void refetch()} />;
  }
  if (!page || page.items.length === 0) {
    return (
      <EmptyState
        icon={<IconParking size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
        title={t('account.reservations.empty_title')}
        text={t('account.reservations.empty_text')}
      />
    );
  }
  return (
    <Stack gap="xs">
      {page.items.map((reservation) => (
        <Paper key={reservation.id} p="sm" withBorder bg="var(--ps-surface)" component="article">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2}>
              <Text fw={600}>
                {t('account.reservations.spot', {
                  parking: reservation.parkingIdentifier,
                  spot: reservation.spotNumber,
                })}
              </Text>
              <Text size="sm">{formatRange(reservation.startAt, reservation.endAt, locale)}</Text>
              <Text size="xs" c="dimmed">
                {reservation.vehicle.registrationNumber} ·{' '}
                {formatMoney(reservation.amount, locale, reservation.currency)}
              </Text>
            </Stack>
            <Badge variant="light" tt="none" color={STATUS_COLORS[reservation.status] ?? 'gray'}>
              {t(`account.reservation_status.${reservation.status}`)}
            </Badge>
          </Group>
        </Paper>
      ))}
      <LoadMore nextCursor={page.nextCursor} onLoadMore={loadMore} />
    </Stack>
  );
}

/** A user's payments on their account page: amount, what for, method, order number and status; paged. */
export function UserPaymentsList({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('admin');
  const locale = localeOf(i18n.resolvedLanguage);
  const { data, loading, error, refetch, loadMore } = useAdminUserPayments(userId);
  const page = data?.user.payments;
  if (loading && !data) {
    return <CardsSkeleton label={t('account.payments.loading')} />;
  }
  if (error && !data) {
    return <LoadError error={error} onRetry={() => void refetch()} />;
  }
  if (!page || page.items.length === 0) {
    return (
      <EmptyState
        icon={<IconCash size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
        title={t('account.payments.empty_title')}
        text={t('account.payments.empty_text')}
      />
    );
  }
  return (
    <Stack gap="xs">
      {page.items.map((payment) => (
        <Paper key={payment.id} p="sm" withBorder bg="var(--ps-surface)" component="article">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2}>
              <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(payment.amount, locale, payment.currency)}
              </Text>
              <Text size="sm">
                {t(`account.products.${payment.order.product}`)} · {t(`account.methods.${payment.method}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {payment.order.number} · {formatDateTime(payment.createdAt, locale)}
              </Text>
            </Stack>
            <Badge variant="light" tt="none" color={STATUS_COLORS[payment.status] ?? 'gray'}>
              {t(`account.payment_status.${payment.status}`)}
            </Badge>
          </Group>
        </Paper>
      ))}
      <LoadMore nextCursor={page.nextCursor} onLoadMore={loadMore} />
    </Stack>
  );
}
