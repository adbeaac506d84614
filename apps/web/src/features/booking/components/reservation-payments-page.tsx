import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleX, IconReceiptOff } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureReason } from '../../../components/payments/failure-reason';
import { usePayOrder } from '../../../components/payments/pay-order';
import { PaymentWaiting } from '../../../components/payments/payment-waiting';
import { announceReservationChange } from '../../../components/payments/reservation-of-order';
import type { FinalPayment } from '../../../components/payments/use-payment-outcome';
import { PaymentMethodPicker, type PaymentChoice } from '../../../components/ui/payment-method-picker';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { useConfig } from '../../../lib/config';
import { notify } from '../../../lib/notify';
import { idempotencyKeys } from '../../../lib/payments/idempotency-key';
import { clearReservationDraft } from '../../../lib/reservation-draft';
import { useReservationCheckout } from '../api/reservation-checkout';
import { useReservationDraft } from '../hooks/use-reservation-draft';
import type { PaymentKind } from '../utils/payment-kind';
import { HoldDeadline } from './hold-deadline';
import { OrderSummary } from './order-summary';

/**
 * /reservation/payments?orderId=&paymentId= and /reservation/extension-payments?reservationId=&orderId=&paymentId=:
 * what is being paid for, how long the spot is held, and the four payment methods (SPEC §9, the balance too).
 * A BLIK payment waiting for the bank app keeps ?paymentId= so a reload keeps the waiting screen. Paid: 'Parking
 * spot reserved' (or extended), the draft is done, and the reservation opens. Failed: the reason and Try again.
 */
export function ReservationPaymentsPage({ kind }: { kind: PaymentKind }) {
  const { t } = useTranslation('booking');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const draft = useReservationDraft();
  const orderId = params.get('orderId');
  const paymentId = params.get('paymentId');
  // An extension names its reservation; a new reservation's order names its own (order(id)), the draft's is the
  // fallback when no order is given.
  const reservationId =
    kind === 'extension' ? params.get('reservationId') : orderId ? null : (draft?.reservationId ?? null);
  const [failure, setFailure] = useState<FinalPayment | null>(null);

  const query = (next: { paymentId?: string }) => {
    const values: Record<string, string> = {};
    if (kind === 'extension' && reservationId) values.reservationId = reservationId;
    if (orderId) values.orderId = orderId;
    if (next.paymentId) values.paymentId = next.paymentId;
    return values;
  };

  const succeeded = useCallback(
    async (payment: FinalPayment) => {
      notify('success', t(kind === 'extension' ? 'pay.extended' : 'pay.reserved'));
      announceReservationChange();
      if (kind === 'reservation') {
        clearReservationDraft();
      }
      const id = payment.order?.reservationId ?? reservationId;
      await navigate(id ? paths.reservationDetails.href(id) : paths.reservations.href(), { replace: true });
    },
    [kind, navigate, reservationId, t],
  );

  const onFinal = useCallback(
    (payment: FinalPayment) => {
      if (payment.status === 'succeeded') {
        void succeeded(payment);
      } else {
        setFailure(payment);
        setParams(query({}), { replace: true });
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [succeeded, setParams, orderId, reservationId],
  );

  const title = t(kind === 'extension' ? 'pay.title_extension' : 'pay.title');
  const back =
    kind === 'extension' && reservationId
      ? { to: paths.reservationDetails.href(reservationId), label: t('pay.back_reservation') }
      : { to: paths.reservationNew.href(), label: t('pay.back_form') };

  if (paymentId) {
    return (
      <Stack gap={0} maw={560}>
        <PageHeader title={title} />
        <PaymentWaiting paymentId={paymentId} onFinal={onFinal} />
      </Stack>
    );
  }

  return (
    <Stack gap={0} maw={560}>
      <PageHeader title={title} back={back} description={t('pay.description')} />
      {failure ? (
        <PaymentFailed payment={failure} onRetry={() => setFailure(null)} />
      ) : (
        <Checkout
          kind={kind}
          reservationId={reservationId}
          orderId={orderId}
          onWaiting={(id) => setParams(query({ paymentId: id }), { replace: true })}
          onFinal={onFinal}
        />
      )}
    </Stack>
  );
}

function Checkout({
  kind,
  reservationId,
  orderId,
  onWaiting,
  onFinal,
}: {
  kind: PaymentKind;
  reservationId: string | null;
  orderId: string | null;
  onWaiting: (paymentId: string) => void;
  onFinal: (payment: FinalPayment) => void;
}) {
  const { t } = useTranslation('booking');
  const holdMinutes = useConfig().reservations?.holdMinutes ?? 10;
  const checkout = useReservationCheckout({ reservationId, orderId });
  const [pay] = usePayOrder();
  const [keyFor] = useState(idempotencyKeys);
  const [expired, setExpired] = useState(false);

  if (checkout.loading && !checkout.loaded) {
    return <CardsSkeleton count={2} label={t('pay.loading')} />;
  }
  if (checkout.error && !checkout.loaded) {
    return (
      <LoadError
        error={checkout.error}
        onRetry={checkout.refetch}
        notFound={{ title: t('pay.not_found'), back: { to: paths.map.href(), label: t('error.actions.map') } }}
      />
    );
  }
  const reservation = checkout.reservation;
  const me = checkout.me;
  if (!reservation || !me) {
    return (
      <EmptyState
        icon={<IconReceiptOff size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
        title={t('pay.nothing_title')}
        text={t('pay.nothing_text')}
        action={{ to: paths.map.href(), label: t('error.actions.map') }}
      />
    );
  }
  const order = reservation.orders.find((item) => item.id === orderId) ?? reservation.unpaidOrder ?? null;
  const toReservation = paths.reservationDetails.href(reservation.id);

  if (reservation.status === 'expired' || reservation.status === 'cancelled') {
    return (
      <Alert color="yellow" role="alert" title={t('hold.released_title')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('hold.released_text')}</Text>
          <Button component={Link} to={paths.map.href()} size="xs">
            {t('error.actions.map')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!order || order.status !== 'placed') {
    return (
      <Paper p="md" withBorder bg="var(--ps-surface)">
        <Stack gap="sm" align="flex-start">
          <Text>
            {order?.status === 'paid' || order?.status === 'fulfilled' || order?.status === 'completed'
              ? t('pay.already_paid')
              : t('pay.not_payable')}
          </Text>
          <Button component={Link} to={toReservation}>
            {t('error.actions.my_reservation')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const deadline =
    kind === 'reservation' && reservation.paymentDueAt
      ? Date.parse(reservation.paymentDueAt)
      : Date.parse(order.createdAt) + holdMinutes * 60_000;

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
    if (payment.status === 'succeeded' || payment.status === 'failed') {
      // The paid order's reservation is the one on screen: the success opens it.
      onFinal({ ...payment, order: { reservationId: reservation.id } });
    } else if (payment.method === 'ONLINE' && payment.redirectUrl) {
      // The gateway's page (bank choice); it sends the browser back to /payment-redirect, then /payment/success.
      window.location.assign(payment.redirectUrl);
    } else {
      onWaiting(payment.id);
    }
  };

  return (
    <Stack gap="md">
      <OrderSummary kind={kind} reservation={reservation} order={order} />
      <HoldDeadline kind={kind} deadline={deadline} onExpired={() => setExpired(true)} />
      {expired ? (
        <Button component={Link} to={paths.map.href()} variant="default" style={{ alignSelf: 'flex-start' }}>
          {t('error.actions.map')}
        </Button>
      ) : (
        <Paper p="md" withBorder bg="var(--ps-surface)">
          <PaymentMethodPicker
            amount={order.total}
            currency={order.currency}
            allowWallet
            balance={me.balance}
            aliases={me.blik}
            onPay={onPay}
          />
        </Paper>
      )}
    </Stack>
  );
}

/** SPEC §8 'Payment could not be processed', why, and Try again (the same order, back at the methods). */
function PaymentFailed({ payment, onRetry }: { payment: FinalPayment; onRetry: () => void }) {
  const { t } = useTranslation('money');
  return (
    <Paper p="lg" withBorder bg="var(--ps-surface)">
      <Stack align="center" ta="center" gap="sm" role="alert">
        <ThemeIcon color="red" variant="light" size={64} radius="xl">
          <IconCircleX size={40} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {t('failure.title')}
        </Title>
        <Text data-testid="failure-reason">{t(`failure.reasons.${failureReason(payment.failureCode)}`)}</Text>
        <Text size="sm" c="dimmed">
          {t('failure.no_money_taken')}
        </Text>
        <Group gap="sm" justify="center" mt="xs">
          <Button onClick={onRetry}>{t('failure.try_again')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /reservation/payments */
export const ReservationPayments = () => <ReservationPaymentsPage kind="reservation" />;
/** /reservation/extension-payments (H6's extension creator sends the driver here) */
export const ExtensionPayments = () => <ReservationPaymentsPage kind="extension" />;
