import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import { useTranslation } from 'react-i18next';
import type { ReservationViewFieldsFragment } from '../../../gql/graphql';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import { DocumentButton } from './document-button';
import { OrderRefunds } from './order-refunds';

type Order = ReservationViewFieldsFragment['orders'][number];

/** The paid document of an order: its succeeded payment's invoice or receipt, when it has been issued. */
export function orderDocument(order: Order) {
  return order.payments.find((payment) => payment.status === 'succeeded' && payment.document)?.document ?? null;
}

/**
 * The reservation's orders (the reservation, then its extensions) with their payment state, documents and what was
 * refunded of them.
 */
export function ReservationOrders({ orders }: { orders: readonly Order[] }) {
  const { t, i18n } = useTranslation('reservations');
  const locale = localeOf(i18n.resolvedLanguage);
  if (orders.length === 0) {
    return null;
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby="reservation-orders">
      <Title order={2} fz="h4" id="reservation-orders">
        {t('details.orders_title')}
      </Title>
      {orders.map((order) => {
        const document = orderDocument(order);
        return (
          <Paper key={order.id} p="sm" withBorder bg="var(--ps-surface)" data-testid="reservation-order">
            {/* One row at 360 px too: wrapped, the amount and status fell under the order, out of line. */}
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600}>{t(`products.${order.product}`)}</Text>
                <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {order.number}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(order.createdAt, locale)}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end" ta="right" style={{ flexShrink: 0 }}>
                <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(order.total, locale, order.currency)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`order_status.${order.status}`)}
                </Text>
              </Stack>
            </Group>
            {document ? (
              <Group gap="sm" mt="xs">
                <DocumentButton document={document} />
                <Text size="xs" c="dimmed">
                  {document.number}
                </Text>
              </Group>
            ) : order.status === 'paid' || order.status === 'fulfilled' || order.status === 'completed' ? (
              <Text size="xs" c="dimmed" mt="xs">
                {t('documents.pending')}
              </Text>
            ) : null}
            <OrderRefunds refunds={order.payments.flatMap((payment) => payment.refunds)} currency={order.currency} />
          </Paper>
        );
      })}
    </Stack>
  );
}
