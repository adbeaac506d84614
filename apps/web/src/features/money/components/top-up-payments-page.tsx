import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { formatMoney } from '@parkshare/shared/money';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { OrderPayment } from '../../../components/payments/order-payment';
import { OrderPaymentScreen } from '../../../components/payments/order-payment-screen';
import type { FinalPayment } from '../../../components/payments/use-payment-outcome';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { localeOf } from '../../../lib/format/date';
import { useTopUpCheckout } from '../api/top-up-checkout';

/**
 * /balance/top-up-payments?billingId=&orderId=: how to pay the top-up order (SPEC §9, no wallet here). While a
 * BLIK payment waits for the bank app, ?paymentId= keeps the waiting screen across a reload.
 */
export function TopUpPaymentsPage() {
  const { t } = useTranslation('money');
  const [params, setParams] = useSearchParams();
  const billingId = params.get('billingId') ?? '';
  const orderId = params.get('orderId');
  const paymentId = params.get('paymentId');
  const back = { to: billingId ? paths.topUpCreator.href(billingId) : paths.balance.href(), label: t('back.top_up') };

  return (
    <OrderPaymentScreen
      paymentId={paymentId}
      waitingTitle={t('waiting.title')}
      header={{ title: t('checkout.title'), back, description: t('checkout.description') }}
    >
      {orderId ? (
        <Checkout
          orderId={orderId}
          onWaiting={(id) => setParams({ billingId, orderId, paymentId: id }, { replace: true })}
        />
      ) : (
        <EmptyState
          icon={<IconReceiptOff size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
          title={t('checkout.no_order_title')}
          text={t('checkout.no_order_text')}
          action={{ to: back.to, label: t('checkout.start_top_up') }}
        />
      )}
    </OrderPaymentScreen>
  );
}

function Checkout({ orderId, onWaiting }: { orderId: string; onWaiting: (paymentId: string) => void }) {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useTopUpCheckout(orderId);

  if (loading && !data) {
    return <CardsSkeleton count={1} label={t('checkout.loading')} />;
  }
  if (error && !data && normalizeError(error).kind !== 'not-found') {
    return <LoadError error={error} onRetry={() => void refetch()} />;
  }
  const order = data?.order;
  if (!data || !order) {
    return (
      <EmptyState
        icon={<IconReceiptOff size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
        title={t('checkout.no_order_title')}
        text={t('checkout.no_order_text')}
        action={{ to: paths.balance.href(), label: t('back.balance') }}
      />
    );
  }
  if (order.status !== 'placed') {
    return (
      <Paper p="md" withBorder bg="var(--ps-surface)">
        <Stack gap="sm" align="flex-start">
          <Text>{t('checkout.not_payable', { number: order.number })}</Text>
          <Button component={Link} to={paths.payments.href()} variant="default">
            {t('links.payments')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  // A final answer (a refused BLIK code) goes to the money pages; the wallet never pays a top-up.
  const onFinal = (payment: FinalPayment) => {
    const outcome = payment.status === 'succeeded' ? paths.paymentSuccess : paths.paymentFailure;
    void navigate(outcome.href(payment.id));
  };

  return (
    <Stack gap="md">
      <Paper p="md" withBorder bg="var(--ps-surface)">
        <Text size="sm" c="dimmed">
          {t('checkout.order', { number: order.number })}
        </Text>
        <Text fz={24} fw={700} data-testid="checkout-amount">
          {formatMoney(order.total, locale, order.currency)}
        </Text>
        <Text size="sm">{t('products.top_up')}</Text>
      </Paper>
      <OrderPayment order={order} aliases={data.me.blik} onFinal={onFinal} onWaiting={onWaiting} />
    </Stack>
  );
}
