// The states of money (SPEC §4, issue 4) and the moves between them. The server refuses any other move, so a
// late or repeated notification can never take a payment backwards (decision 044).

export const ORDER_STATUSES = ['placed', 'paid', 'fulfilled', 'completed', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'created', 'processing', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const TRANSACTION_TYPES = ['deposit', 'payment', 'withdrawal'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** SPEC §9: BLIK, BLIK without code (a saved alias), online redirect payment, and the wallet ("product account"). */
export const PAYMENT_METHODS = ['blik', 'blik_alias', 'online', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What an order sells. Top-ups fill the wallet; the booking issue sells reservations and their extensions. */
export const PRODUCTS = ['top_up', 'reservation', 'reservation_extension'] as const;
export type Product = (typeof PRODUCTS)[number];

export const PAYOUT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_KINDS = ['on_demand', 'monthly'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['paid', 'canceled'],
  paid: ['fulfilled', 'canceled'],
  fulfilled: ['completed', 'canceled'],
  completed: [],
  canceled: [],
};

// A payment may skip steps (a wallet payment succeeds at once; a notification may report the end directly),
// but never goes back and never leaves a final state.
const PAYMENT_MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['created', 'processing', 'succeeded', 'failed'],
  created: ['processing', 'succeeded', 'failed'],
  processing: ['succeeded', 'failed'],
  succeeded: [],
  failed: [],
};

const TRANSACTION_MOVES: Record<TransactionStatus, readonly TransactionStatus[]> = {
  pending: ['completed', 'failed', 'cancelled'],
  completed: [],
  failed: [],
  cancelled: [],
};

const PAYOUT_MOVES: Record<PayoutStatus, readonly PayoutStatus[]> = {
  pending: ['processing', 'completed', 'failed'],
  processing: ['completed', 'failed'],
  completed: [],
  failed: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => ORDER_MOVES[from].includes(to);
export const canMovePayment = (from: PaymentStatus, to: PaymentStatus): boolean => PAYMENT_MOVES[from].includes(to);
export const canMoveTransaction = (from: TransactionStatus, to: TransactionStatus): boolean =>
  TRANSACTION_MOVES[from].includes(to);
export const canMovePayout = (from: PayoutStatus, to: PayoutStatus): boolean => PAYOUT_MOVES[from].includes(to);

export const isFinalPayment = (status: PaymentStatus): boolean => PAYMENT_MOVES[status].length === 0;
