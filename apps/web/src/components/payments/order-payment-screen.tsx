import { Stack } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { PageHeader } from '../ui/page-header';
import { PaymentWaiting } from './payment-waiting';
import type { PaymentOutcomeHandler } from './use-payment-outcome';

interface OrderPaymentScreenProps {
  /** ?paymentId=: a payment waiting for the bank app, kept in the address so a reload keeps the waiting screen. */
  paymentId: string | null;
  /** The header while a payment waits. */
  waitingTitle: string;
  /** The header of the checkout. */
  header: ComponentProps<typeof PageHeader>;
  /** What a final payment does; by default the success or failure page. */
  onFinal?: PaymentOutcomeHandler;
  /** The checkout: what is paid for and the methods (OrderPayment). */
  children: ReactNode;
}

/** The frame of a payment screen: the waiting payment while there is one, else the checkout. */
export function OrderPaymentScreen({ paymentId, waitingTitle, header, onFinal, children }: OrderPaymentScreenProps) {
  if (paymentId) {
    return (
      <Stack gap={0} maw={560}>
        <PageHeader title={waitingTitle} />
        <PaymentWaiting paymentId={paymentId} onFinal={onFinal} />
      </Stack>
    );
  }
  return (
    <Stack gap={0} maw={560}>
      <PageHeader {...header} />
      {children}
    </Stack>
  );
}
