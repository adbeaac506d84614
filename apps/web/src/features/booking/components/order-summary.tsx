import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRegistrationNumber } from '../../../lib/format/registration-number';
import { formatRange, localeOf } from '../../../lib/format/date';
import type { PaymentKind } from '../utils/payment-kind';
import { SpotNumber } from '../../../components/ui/spot-number';

interface SummaryReservation {
  parkingName: string;
  spotNumber: string;
  startAt: string;
  endAt: string;
  pendingExtensionEndAt?: string | null;
  vehicle: { registrationNumber: string; name?: string | null };
}

interface SummaryOrder {
  number: string;
  total: number;
  currency: string;
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

/** What the order pays for: parking, spot, car, from–to (for an extension: the added time) and the amount. */
export function OrderSummary({
  kind,
  reservation,
  order,
}: {
  kind: PaymentKind;
  reservation: SummaryReservation;
  order: SummaryOrder;
}) {
  const { t, i18n } = useTranslation('booking');
  const locale = localeOf(i18n.resolvedLanguage);
  const plate = formatRegistrationNumber(reservation.vehicle.registrationNumber);
  const vehicle = reservation.vehicle.name ? `${plate} · ${reservation.vehicle.name}` : plate;
  return (
    <Paper p="md" withBorder bg="var(--ps-surface)" data-testid="order-summary">
      <Stack gap={6}>
        <Row label={t('summary.parking')}>{reservation.parkingName}</Row>
        <Row label={t('summary.spot')}>
          <SpotNumber>{reservation.spotNumber}</SpotNumber>
        </Row>
        <Row label={t('summary.vehicle')}>{vehicle}</Row>
        {kind === 'extension' && reservation.pendingExtensionEndAt ? (
          <>
            <Row label={t('summary.now')}>{formatRange(reservation.startAt, reservation.endAt, locale)}</Row>
            <Row label={t('summary.extended')}>
              {formatRange(reservation.startAt, reservation.pendingExtensionEndAt, locale)}
            </Row>
          </>
        ) : (
          <Row label={t('summary.period')}>{formatRange(reservation.startAt, reservation.endAt, locale)}</Row>
        )}
        <Row label={t('summary.order')}>{order.number}</Row>
        <Divider my={4} />
        <Group justify="space-between" align="baseline">
          <Text fw={600}>{t(kind === 'extension' ? 'summary.amount_extension' : 'summary.amount')}</Text>
          <Text fz={24} fw={700} data-testid="checkout-amount">
            {formatMoney(order.total, locale, order.currency)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
