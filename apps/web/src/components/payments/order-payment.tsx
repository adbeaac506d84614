import { Paper } from '@mantine/core';
import { useState } from 'react';
import { idempotencyKeys } from '../../lib/payments/idempotency-key';
import type { SavedBlik } from '../../lib/payments/payment-methods';
import { PaymentMethodPicker, type PaymentChoice } from '../ui/payment-method-picker';
import { usePayOrder } from './pay-order';
import { usePaymentsConfig } from './use-payments-config';
import type { FinalPayment } from './use-payment-outcome';

// Paying one order, the same on every payment screen (a reservation, its extension, a top-up): the methods of
// SPEC §9, payOrder with an idempotency key per distinct choice (a retry never pays twice), and where each answer
// leads. A screen supplies the order, the wallet's balance when the wallet may pay, and what a final or a waiting
// payment does there.

export interface PayableOrder {
  id: string;
  total: number;
  currency: string;
}

interface PayOrderHandlers {
  /** payOrder answered with a final payment: the wallet pays at once, a refused BLIK code fails at once. */
  onFinal: (payment: FinalPayment) => void;
  /** The payment waits for the bank app (BLIK): the screen shows PaymentWaiting for it. */
  onWaiting: (paymentId: string) => void;
}

/** The picker's submit: pays the order with the chosen method; an online payment leaves for the gateway's page. */
export function usePayOrderChoice(orderId: string, { onFinal, onWaiting }: PayOrderHandlers) {
  const [pay] = usePayOrder();
  const [keyFor] = useState(idempotencyKeys);
  return async (choice: PaymentChoice) => {
    const input = {
      orderId,
      method: choice.method,
      blikCode: choice.method === 'BLIK' ? choice.blikCode : null,
      saveBlikAlias: choice.method === 'BLIK' ? choice.saveBlikAlias : null,
      blikAliasId: choice.method === 'BLIK_ALIAS' ? choice.blikAliasId : null,
      acceptGatewayTerms: choice.method === 'BLIK' || choice.method === 'BLIK_ALIAS' ? choice.acceptGatewayTerms : null,
    };
    const result = await pay({ variables: { input: { ...input, idempotencyKey: keyFor(input) } } });
    const payment = result.data?.payOrder;
    if (!payment) {
      return;
    }
    if (payment.status === 'succeeded' || payment.status === 'failed') {
      onFinal(payment);
    } else if (payment.method === 'ONLINE' && payment.redirectUrl) {
      // The gateway's page (bank choice); it sends the browser back to /payment-redirect, then /payment/success.
      window.location.assign(payment.redirectUrl);
    } else {
      onWaiting(payment.id);
    }
  };
}

interface OrderPaymentProps extends PayOrderHandlers {
  order: PayableOrder;
  /** Grosze on the wallet, when the wallet may pay (purchases); left out for a top-up. */
  balance?: number;
  /** The user's saved BLIK payments (me.blik). */
  aliases: readonly SavedBlik[];
}

/** The payment methods of one order and the button that pays it. */
export function OrderPayment({ order, balance, aliases, ...handlers }: OrderPaymentProps) {
  const onPay = usePayOrderChoice(order.id, handlers);
  const { blikTerms } = usePaymentsConfig();
  return (
    <Paper p="md" withBorder bg="var(--ps-surface)">
      <PaymentMethodPicker
        amount={order.total}
        currency={order.currency}
        allowWallet={balance !== undefined}
        balance={balance}
        aliases={aliases}
        blikTerms={blikTerms}
        onPay={onPay}
      />
    </Paper>
  );
}
