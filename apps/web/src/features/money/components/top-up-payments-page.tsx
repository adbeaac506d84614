import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { formatMoney } from '@parkshare/shared/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PaymentMethodPicker, type PaymentChoice } from '../../../components/ui/payment-method-picker';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { idempotencyKeys } from '../../../lib/payments/idempotency-key';
import { usePayOrder } from '../../../components/payments/pay-order';
import { useTopUpCheckout } from '../api/top-up-checkout';
import { localeOf } from '../../../lib/format/date';
import { PaymentWaiting } from '../../../components/payments/payment-waiting';

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

  if (paymentId) {
    return (
      <Stack gap={0} maw={560}>
        <PageHeader title={t('waiting.title')} />
        <PaymentWaiting paymentId={paymentId} />
      </Stack>
    );
  }

  return (
    <Stack gap={0} maw={560}>
      <PageHeader title={t('checkout.title')} back={back} description={t('checkout.description')} />
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
    </Stack>
  );
}

function Checkout({ orderId, onWaiting }: { orderId: string; onWaiting: (paymentId: string) => void }) {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useTopUpCheckout(orderId);
  const [pay] = usePayOrder();
  const [keyFor] = useState(idempotencyKeys);

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

  const onPay = async (choice: PaymentChoice) => {
    const input = {
      orderId: order.id,
      method: choice.method,
      blikCode: choice.method === 'BLIK' ? choice.blikCode : null,
      saveBlikAlias: choice.method === 'BLIK' ? choice.saveBlikAlias : null,
      blikAliasId: choice.method === 'BLIK_ALIAS' ? choice.blikAliasId : null,
    };
    const result = await pay({ variables: { input: { ...input, idempotencyKey: keyFor(input) } } });
    const payment = result.data?.payOrder;
    if (!payment) {
      return;
    }
    if (payment.status === 'succeeded') {
      await navigate(paths.paymentSuccess.href(payment.id));
    } else if (payment.status === 'failed') {
      await navigate(paths.paymentFailure.href(payment.id));
    } else if (payment.method === 'ONLINE' && payment.redirectUrl) {
      // The gateway's page (bank choice); it sends the browser back to /payment-redirect.
      window.location.assign(payment.redirectUrl);
    } else {
      onWaiting(payment.id);
    }
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
      <Paper p="md" withBorder bg="var(--ps-surface)">
        <PaymentMethodPicker
          amount={order.total}
          currency={order.currency}
          allowWallet={false}
          aliases={data.me.blik}
          onPay={onPay}
        />
      </Paper>
    </Stack>
  );
}
