import type { FieldPolicy } from '@apollo/client';

// Paged lists (decision 064): a field answers `{ items, nextCursor }` for `first` / `after`. The first page
// (no `after`) replaces what the cache held (screens read network-only, so a refetch starts over); a further
// page, asked for with fetchMore, is added after the items already shown.

interface PageShape {
  __typename?: string;
  items: readonly unknown[];
  nextCursor: string | null;
}

/** The cache policy of one paged field; `keyArgs` are the arguments that make a different list (e.g. parkingId). */
export function pagedField(keyArgs: string[] | false = false): FieldPolicy<PageShape> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) {
        return incoming;
      }
      return { ...incoming, items: [...existing.items, ...incoming.items] };
    },
  };
}

/** Every paged field of the API, with what tells one of its lists from another. */
export const pagedQueryFields = {
  myWalletHistory: pagedField(),
  myOrders: pagedField(),
  myPayments: pagedField(),
  myPayouts: pagedField(),
  myTransactions: pagedField(),
  myReservations: pagedField(['live']),
  parkingReservations: pagedField(['parkingId', 'live']),
  parkingStatements: pagedField(['parkingId']),
  myParkings: pagedField(),
  parkingsAwaitingVerification: pagedField(),
  bankAccountsAwaitingVerification: pagedField(),
  myTickets: pagedField(['scope']),
  adminTickets: pagedField(['filter']),
  payoutBatches: pagedField(),
  ksefRejected: pagedField(),
};

/** The paged fields of a User (an admin's view of a user's account; the user's own transactions). */
export const pagedUserFields = {
  reservations: pagedField(),
  payments: pagedField(),
  transactions: pagedField(),
  tickets: pagedField(),
};
