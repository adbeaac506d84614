import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconClipboardList } from '@tabler/icons-react';
import { formatMoney } from '@parkshare/shared/money';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { useMyOrders } from '../api/my-orders';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import { StatusBadge } from './status-badge';

/** /orders: order number, created at, status, product, quantity, net, gross, VAT rate, total (SPEC §3). */
export function OrdersPage() {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const { data, loading, error, refetch, loadMore } = useMyOrders();
  const orders = data?.myOrders.items ?? [];
  const money = (grosze: number, currency: string) => formatMoney(grosze, locale, currency);
  const vat = (rate: number | null | undefined) =>
    rate === null || rate === undefined ? t('orders.no_vat') : `${rate}%`;

  return (
    <Stack gap={0} maw={1100}>
      <PageHeader title={t('orders.title')} back={{ to: paths.map.href(), label: t('back.map') }} />
      {loading && !data ? <CardsSkeleton label={t('orders.loading')} /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {data && orders.length === 0 ? (
        <EmptyState
          icon={<IconClipboardList size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
          title={t('orders.empty_title')}
          text={t('orders.empty_text')}
          action={{ to: paths.balance.href(), label: t('links.balance') }}
        />
      ) : null}
      {orders.length > 0 ? (
        <>
          <Paper withBorder bg="var(--ps-surface)" visibleFrom="md">
            {/* A plain table (Mantine's would add a chunk to every route's preload list, decision 020). It fits the
                page without a sideways scroll: dates, products and VAT words wrap, amounts and statuses do not. */}
            <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 'var(--mantine-font-size-sm)' }}>
              <thead>
                <tr>
                  <Th>{t('orders.number')}</Th>
                  <Th>{t('orders.created_at')}</Th>
                  <Th>{t('orders.status')}</Th>
                  <Th>{t('orders.product')}</Th>
                  <Th end>{t('orders.quantity')}</Th>
                  <Th end>{t('orders.net')}</Th>
                  <Th end>{t('orders.gross')}</Th>
                  <Th end>{t('orders.vat_rate')}</Th>
                  <Th end>{t('orders.total')}</Th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.id} data-testid="order-row">
                    <Td mono>{order.number}</Td>
                    <Td wrap>{formatDateTime(order.createdAt, locale)}</Td>
                    <Td>
                      <StatusBadge kind="order" status={order.status} />
                    </Td>
                    <Td wrap>{t(`products.${order.product}`)}</Td>
                    <Td end>{order.quantity}</Td>
                    <Td end>{money(order.netAmount, order.currency)}</Td>
                    <Td end>{money(order.grossAmount, order.currency)}</Td>
                    <Td end wrap>
                      {vat(order.vatRate)}
                    </Td>
                    <Td end strong>
                      {money(order.total, order.currency)}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Paper>
          <Stack gap="xs" hiddenFrom="md">
            {orders.map((order) => (
              <Paper
                key={order.id}
                component="article"
                p="sm"
                withBorder
                bg="var(--ps-surface)"
                data-testid="order-card"
              >
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap" mb={6}>
                  <Stack gap={0}>
                    <Text fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {order.number}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(order.createdAt, locale)}
                    </Text>
                  </Stack>
                  <StatusBadge kind="order" status={order.status} />
                </Group>
                <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
                  <Cell label={t('orders.product')} value={t(`products.${order.product}`)} />
                  <Cell label={t('orders.quantity')} value={String(order.quantity)} />
                  <Cell label={t('orders.net')} value={money(order.netAmount, order.currency)} />
                  <Cell label={t('orders.gross')} value={money(order.grossAmount, order.currency)} />
                  <Cell label={t('orders.vat_rate')} value={vat(order.vatRate)} />
                  <Cell label={t('orders.total')} value={money(order.total, order.currency)} strong />
                </SimpleGrid>
              </Paper>
            ))}
          </Stack>
        </>
      ) : null}
      <LoadMore nextCursor={data?.myOrders.nextCursor} onLoadMore={loadMore} />
    </Stack>
  );
}

function Cell({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </Stack>
  );
}

const cell = { padding: '8px 12px', borderBottom: '1px solid var(--mantine-color-default-border)' } as const;

function Th({ children, end }: { children: ReactNode; end?: boolean }) {
  return (
    <th scope="col" style={{ ...cell, textAlign: end ? 'right' : 'left', fontWeight: 600 }}>
      {children}
    </th>
  );
}

interface TdProps {
  children: ReactNode;
  end?: boolean;
  mono?: boolean;
  strong?: boolean;
  /** Words that may go onto a second line (the others never break). */
  wrap?: boolean;
}

function Td({ children, end, mono, strong, wrap }: TdProps) {
  return (
    <td
      style={{
        ...cell,
        textAlign: end ? 'right' : 'left',
        fontWeight: strong ? 700 : undefined,
        fontFamily: mono ? 'var(--mantine-font-family-monospace)' : undefined,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: wrap ? 'normal' : 'nowrap',
      }}
    >
      {children}
    </td>
  );
}
