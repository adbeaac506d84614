import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { formatMoney } from '@parkshare/shared/money';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { reservationOfOrder } from '../../../components/payments/reservation-of-order';
import { CardsSkeleton, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { usePayment } from '../../../components/payments/payment';
import { failureReason } from '../utils/display';
import { localeOf } from '../../../lib/format/date';
import { MissingPayment, PaymentOutcomeFrame } from './payment-success-page';

/** /payment/failure?paymentId=: 'Payment could not be processed' (SPEC §8), why in plain words, and try again. */
export function PaymentFailurePage() {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  const { data, loading, error, refetch } = usePayment(paymentId);
  const payment = data?.payment;
  const reservationId = reservationOfOrder(payment?.order);

  if (!paymentId) {
    return <MissingPayment />;
  }
  if (loading && !data) {
    return (
      <PaymentOutcomeFrame>
        <CardsSkeleton count={1} label={t('outcome.loading')} />
      </PaymentOutcomeFrame>
    );
  }
  if (error && !data) {
    return (
      <PaymentOutcomeFrame>
        <LoadError error={error} onRetry={() => void refetch()} />
      </PaymentOutcomeFrame>
    );
  }
  if (!payment) {
    return null;
  }
  const order = payment.order;
  // A top-up goes back to the method choice for the same order, a reservation or an extension to its payment
  // screen (the same order while its hold lasts); anything else is paid again from its own screen.
  const retry =
    order.product === 'top_up' && order.billingAccountId
      ? paths.topUpPayments.href(order.billingAccountId, order.id)
      : order.product === 'reservation'
        ? paths.reservationPayments.href(order.id)
        : order.product === 'reservation_extension' && reservationId
          ? paths.extensionPayments.href(reservationId, order.id)
          : paths.payments.href();
  return (
    <Stack gap="md" maw={560}>
      <Paper p="lg" withBorder bg="var(--ps-surface)">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon color="red" variant="light" size={64} radius="xl">
            <IconCircleX size={40} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {t('failure.title')}
          </Title>
          <Text data-testid="failure-reason">
            {payment.status === 'failed'
              ? t(`failure.reasons.${failureReason(payment.failureCode)}`)
              : t('failure.not_failed')}
          </Text>
          <Text size="sm" c="dimmed">
            {formatMoney(payment.amount, locale, payment.currency)} · {t(`products.${order.product}`)} ·{' '}
            {t('success.order', { number: order.number })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('failure.no_money_taken')}
          </Text>
          <Group gap="sm" justify="center" mt="xs">
            <Button component={Link} to={retry}>
              {t('failure.try_again')}
            </Button>
            <Button component={Link} to={paths.balance.href()} variant="default">
              {t('links.balance')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
