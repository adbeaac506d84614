import type { ComponentType } from 'react';

// The money screens (issue 4) behind one small route module: the entry chunk knows only this module, and the
// files each screen needs are listed here, in this lazily loaded chunk — so adding screens costs the sign-in
// route nothing (decision 020). Each screen is still its own chunk, loaded before the route renders.
const screens = {
  balance: () => import('../../../features/money/components/balance-page').then((m) => m.BalancePage),
  topUpCreator: () => import('../../../features/money/components/top-up-creator-page').then((m) => m.TopUpCreatorPage),
  topUpPayments: () =>
    import('../../../features/money/components/top-up-payments-page').then((m) => m.TopUpPaymentsPage),
  transactions: () => import('../../../features/money/components/transactions-page').then((m) => m.TransactionsPage),
  orders: () => import('../../../features/money/components/orders-page').then((m) => m.OrdersPage),
  payments: () => import('../../../features/money/components/payments-page').then((m) => m.PaymentsPage),
  paymentSuccess: () =>
    import('../../../features/money/components/payment-success-page').then((m) => m.PaymentSuccessPage),
  paymentFailure: () =>
    import('../../../features/money/components/payment-failure-page').then((m) => m.PaymentFailurePage),
  paymentRedirect: () =>
    import('../../../features/money/components/payment-redirect-page').then((m) => m.PaymentRedirectPage),
} satisfies Record<string, () => Promise<ComponentType>>;

/** The screens by their key in config/paths.ts. */
export type MoneyScreen = keyof typeof screens;

export async function loadMoneyScreen(name: MoneyScreen): Promise<{ Component: ComponentType }> {
  return { Component: await screens[name]() };
}
