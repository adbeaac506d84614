import { createReservationInput, extendReservationInput } from '@parkshare/shared/validation/reservations';
import type { ReservationRow } from '../../db/schema/reservations';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import type { GraphQLContext } from '../../schema/context';
import { cancelReservation } from './cancel-reservation';
import { completeReservation } from './complete-reservation';
import { createReservation } from './create-reservation';
import { extendReservation } from './extend-reservation';
import { ExtendReservationInput, Reservation, ReservationPayload, viewerId } from './reservation-objects.graphql';
import { driverReservation } from './reservations.read';

// The driver's reservation mutations: book (the spot held while paying), extend, finish early, cancel.
// Refusals are RESERVATION_REFUSED errors with a SPEC §8 reason.

const CreateReservationInput = builder.inputType('CreateReservationInput', {
  fields: (t) => ({
    spotId: t.id({ description: 'The spot to book; or name its parking by identifier instead' }),
    identifier: t.string({
      description:
        "The parking's public identifier (WAR-CEN24), instead of spotId: its spot numbered spotNumber, or the first free one",
    }),
    spotNumber: t.string({ description: 'With identifier: a spot as its sign reads; omitted: the first free spot' }),
    vehicleId: t.id({ description: 'One of your active vehicles' }),
    billingAccountId: t.id({ description: 'One of your billing accounts' }),
    startAt: t.field({
      type: 'DateTime',
      description:
        'Not earlier than now (2 minutes of grace), at most RESERVATION_MAX_DAYS ahead (reservationTooFarAhead)',
    }),
    endAt: t.field({ type: 'DateTime', description: 'After startAt; the stay lasts at most the configured days' }),
    terms: t.boolean(),
    idempotencyKey: t.string({
      description: 'Client-generated; a retry with the same key answers the first reservation',
    }),
  }),
});

const asDriverView = async (context: GraphQLContext, row: ReservationRow) =>
  driverReservation(context.deps.db, { id: row.id, userId: row.userId });

builder.mutationFields((t) => ({
  createReservation: t.field({
    type: ReservationPayload,
    description: 'Holds a spot while you pay its order with payOrder(orderId) (hold minutes from the configuration).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: CreateReservationInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const userId = await viewerId(context);
      return createReservation({ deps: context.deps, userId, input: parseInput(createReservationInput, input) });
    },
  }),
  extendReservation: t.field({
    type: ReservationPayload,
    description:
      'Holds more time on the same spot for your active reservation; pay the extension order with payOrder(orderId). ' +
      'When the extension costs nothing the end moves at once and order is the reservation’s latest paid order.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ExtendReservationInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const userId = await viewerId(context);
      const payload = await extendReservation({
        deps: context.deps,
        userId,
        input: parseInput(extendReservationInput, input),
      });
      return { reservation: await asDriverView(context, payload.reservation), order: payload.order };
    },
  }),
  completeReservation: t.field({
    type: Reservation,
    description: 'Finishes your active reservation now; leave the spot within 5 minutes.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) =>
      asDriverView(
        context,
        await completeReservation({ deps: context.deps, userId: await viewerId(context), id: String(id) }),
      ),
  }),
  cancelReservation: t.field({
    type: Reservation,
    description: 'Cancels your reservation before its start; paid money goes back to your balance.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) =>
      asDriverView(
        context,
        await cancelReservation({ deps: context.deps, userId: await viewerId(context), id: String(id) }),
      ),
  }),
}));
