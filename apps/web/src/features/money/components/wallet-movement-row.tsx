import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import type { Locale } from '@parkshare/shared/locales';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { MyWalletHistoryQuery } from '../../../gql/graphql';
import { formatSigned } from '../utils/display';
import { formatDateTime } from '../../../lib/format/date';
import { StatusBadge } from './status-badge';

type Movement = MyWalletHistoryQuery['myWalletHistory']['items'][number];

/** What caused a movement, as links: the reservation, the order, the payout, the support ticket. */
function Cause({ movement }: { movement: Movement }) {
  const { t } = useTranslation('money');
  const links: { to: string; label: string }[] = [];
  if (movement.reservationId) {
    links.push({
      to: paths.reservationDetails.href(movement.reservationId),
      label: t('transactions.cause.reservation'),
    });
  }
  if (movement.orderNumber) {
    links.push({ to: paths.orders.href(), label: t('transactions.cause.order', { number: movement.orderNumber }) });
  }
  if (movement.payoutId) {
    links.push({ to: paths.balance.href(), label: t('transactions.cause.payout') });
  }
  if (movement.ticketId && movement.ticketNumber) {
    links.push({
      to: paths.ticketDetails.href(movement.ticketId),
      label: t('transactions.cause.ticket', { number: movement.ticketNumber }),
    });
  }
  if (links.length === 0) {
    return null;
  }
  return (
    <Group gap="xs" wrap="wrap">
      {links.map((link) => (
        <Anchor key={link.label} component={Link} to={link.to} size="sm">
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}

/** One movement of the balance: its kind in plain words, what caused it, when, its status and amount. */
export function WalletMovementRow({ movement, locale }: { movement: Movement; locale: Locale }) {
  const { t } = useTranslation('money');
  return (
    <Paper component="li" p="sm" withBorder bg="var(--ps-surface)" data-testid="transaction">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={4} miw={0}>
          <Text fw={600}>{t(`transactions.kinds.${movement.kind}`)}</Text>
          <Cause movement={movement} />
          <Text size="xs" c="dimmed">
            {formatDateTime(movement.createdAt, locale)}
          </Text>
          <StatusBadge kind="transaction" status={movement.status} />
        </Stack>
        <Text
          fw={700}
          c={movement.amount > 0 ? 'green' : undefined}
          style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {formatSigned(movement.amount, (value) => formatMoney(value, locale, movement.currency))}
        </Text>
      </Group>
    </Paper>
  );
}
