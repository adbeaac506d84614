/** Which order the payment screen pays: a new reservation or an extension of one. */
export type PaymentKind = 'reservation' | 'extension';
