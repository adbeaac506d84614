import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { OrderPayment } from '../../../components/payments/order-payment';
import { OrderPaymentScreen } from '../../../components/payments/order-payment-screen';
import { announceReservationChange } from '../../../components/payments/reservation-of-order';
import type { FinalPayment } from '../../../components/payments/use-payment-outcome';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { useConfig } from '../../../lib/config';
import { notify } from '../../../lib/notify';
import { clearReservationDraft } from '../../../lib/reservation-draft';
import { useReservationCheckout } from '../api/reservation-checkout';
import { useReservationDraft } from '../hooks/use-reservation-draft';
import type { PaymentKind } from '../utils/payment-kind';
import { HoldDeadline } from './hold-deadline';
import { OrderSummary } from './order-summary';
import { PaymentFailed } from './payment-failed';

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

  return (
    <OrderPaymentScreen
      paymentId={paymentId}
      waitingTitle={title}
      header={{ title, back, description: t('pay.description') }}
      onFinal={onFinal}
    >
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
    </OrderPaymentScreen>
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

  return (
    <Stack gap="md">
      <OrderSummary kind={kind} reservation={reservation} order={order} />
      <HoldDeadline kind={kind} deadline={deadline} onExpired={() => setExpired(true)} />
      {expired ? (
        <Button component={Link} to={paths.map.href()} variant="default" style={{ alignSelf: 'flex-start' }}>
          {t('error.actions.map')}
        </Button>
      ) : (
        <OrderPayment
          order={order}
          balance={me.balance}
          aliases={me.blik}
          // The paid order's reservation is the one on screen: the success opens it.
          onFinal={(payment) => onFinal({ ...payment, order: { reservationId: reservation.id } })}
          onWaiting={onWaiting}
        />
      )}
    </Stack>
  );
}

/** /reservation/payments */
export const ReservationPayments = () => <ReservationPaymentsPage kind="reservation" />;
/** /reservation/extension-payments (H6's extension creator sends the driver here) */
export const ExtensionPayments = () => <ReservationPaymentsPage kind="extension" />;
