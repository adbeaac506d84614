import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatMoney } from '@parkshare/shared/money';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { announceReservationChange, reservationOfOrder } from '../../../components/payments/reservation-of-order';
import { CardsSkeleton, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { clearReservationDraft, loadReservationDraft } from '../../../lib/reservation-draft';
import { usePayment } from '../../../components/payments/payment';
import { localeOf } from '../../../lib/format/date';

/** /payment/success?paymentId=: what was paid and for what, and where to go next. */
export function PaymentSuccessPage() {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  const { data, loading, error, refetch } = usePayment(paymentId);
  const payment = data?.payment;
  // A reservation or extension paid by online transfer comes back here: the way to the reservation, the draft
  // done with (SPEC §3) and the shell's countdown told.
  const reservationId = reservationOfOrder(payment?.status === 'succeeded' ? payment.order : null);
  useEffect(() => {
    if (!reservationId) {
      return;
    }
    announceReservationChange();
    if (loadReservationDraft()?.reservationId === reservationId) {
      clearReservationDraft();
    }
  }, [reservationId]);

  // Reached by hand for a payment that is not (yet) a success: the right page says what is going on.
  useEffect(() => {
    if (payment && payment.status === 'failed') {
      void navigate(paths.paymentFailure.href(payment.id), { replace: true });
    } else if (payment && payment.status !== 'succeeded') {
      void navigate(paths.paymentRedirect.href(payment.id), { replace: true });
    }
  }, [navigate, payment]);

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
  if (!payment || payment.status !== 'succeeded') {
    return null;
  }
  return (
    <Stack gap="md" maw={560}>
      <Paper p="lg" withBorder bg="var(--ps-surface)">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon color="green" variant="light" size={64} radius="xl">
            <IconCircleCheck size={40} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {t('success.title')}
          </Title>
          <Text fz={28} fw={700} data-testid="paid-amount">
            {formatMoney(payment.amount, locale, payment.currency)}
          </Text>
          <Text>
            {t(`products.${payment.order.product}`)}
            {payment.order.quantity > 1 ? ` × ${payment.order.quantity}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            {t('success.order', { number: payment.order.number })} · {t(`methods.${payment.method}`)}
          </Text>
          {payment.order.product === 'top_up' ? <Text size="sm">{t('success.top_up_note')}</Text> : null}
          <Group gap="sm" justify="center" mt="xs">
            {reservationId ? (
              <Button component={Link} to={paths.reservationDetails.href(reservationId)}>
                {t('links.reservation')}
              </Button>
            ) : (
              <Button component={Link} to={paths.balance.href()}>
                {t('links.balance')}
              </Button>
            )}
            <Button component={Link} to={paths.payments.href(payment.id)} variant="default">
              {t('links.payment')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The page before its payment is known (loading, unreadable, no payment): its heading stays for screen readers. */
export function PaymentOutcomeFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('money');
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} fz="h2">
        {t('outcome.title')}
      </Title>
      {children}
    </Stack>
  );
}

export function MissingPayment() {
  const { t } = useTranslation('money');
  return (
    <PaymentOutcomeFrame>
      <Paper p="lg" withBorder bg="var(--ps-surface)">
        <Stack gap="sm" align="flex-start">
          <Text>{t('outcome.no_payment')}</Text>
          <Button component={Link} to={paths.payments.href()} variant="default">
            {t('links.payments')}
          </Button>
        </Stack>
      </Paper>
    </PaymentOutcomeFrame>
  );
}
