import { extendReservationInput, reservationQuoteInput } from '@parkshare/shared/validation/reservations';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { ExtendReservationInput, viewerId } from './reservation-objects.graphql';
import {
  extensionQuote,
  reservationQuote,
  type ExtensionQuoteResult,
  type ReservationQuoteResult,
} from './reservations.quote';

// Quotes before booking or extending: which spot, whether it is free, what it costs.

const ReservationQuote = builder.objectRef<ReservationQuoteResult>('ReservationQuote').implement({
  fields: (t) => ({
    parkingId: t.exposeID('parkingId'),
    identifier: t.exposeString('identifier'),
    address: t.exposeString('address'),
    spotId: t.exposeID('spotId', {
      nullable: true,
      description: 'The requested spot, or the first free one in natural order; null when none',
    }),
    spotNumber: t.exposeString('spotNumber', { nullable: true }),
    available: t.exposeBoolean('available', {
      description: 'false: the spot (or every spot) is held in the window, or the parking is closed then',
    }),
    reason: t.exposeString('reason', {
      nullable: true,
      description: "When not available: 'spot_already_taken', 'no_available_spot' or 'parking_closed'",
    }),
    amount: t.exposeInt('amount', {
      description: "The pricing engine's price for the window, grosze (0 when it cannot be priced)",
    }),
    currency: t.exposeString('currency'),
  }),
});

const ExtensionQuote = builder.objectRef<ExtensionQuoteResult>('ExtensionQuote').implement({
  fields: (t) => ({
    amount: t.exposeInt('amount', { description: 'quote(start, new end) − quote(start, end), grosze, at least 0' }),
    currency: t.exposeString('currency'),
    available: t.exposeBoolean('available'),
    nextReservationStartAt: t.expose('nextReservationStartAt', {
      type: 'DateTime',
      nullable: true,
      description:
        'When the new end would run into your next reservation: when that one starts (extend at most until then); null otherwise',
    }),
  }),
});

const ReservationQuoteInput = builder.inputType('ReservationQuoteInput', {
  fields: (t) => ({
    identifier: t.string({ description: "The parking's public identifier" }),
    spotNumber: t.string({ description: 'A spot as its sign reads; omitted: the first free spot' }),
    startAt: t.field({ type: 'DateTime' }),
    endAt: t.field({ type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  reservationQuote: t.field({
    type: ReservationQuote,
    description: 'Which spot, whether it is free and what it costs for a window at an active parking.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ReservationQuoteInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await requireViewer(context);
      return reservationQuote({ deps: context.deps, input: parseInput(reservationQuoteInput, input) });
    },
  }),
  extensionQuote: t.field({
    type: ExtensionQuote,
    description: 'What extending your active reservation to endAt costs and whether that time is free.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ExtendReservationInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      extensionQuote({
        deps: context.deps,
        userId: await viewerId(context),
        input: parseInput(extendReservationInput, input),
      }),
  }),
}));
