import { RESERVATION_STATUSES } from '@parkshare/shared/reservations/status';
import { createReservationInput, extendReservationInput } from '@parkshare/shared/validation/reservations';
import type { ReservationRow } from '../../db/schema/reservations';
import { parsePageArgs } from '../../lib/page';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { requireViewer, type GraphQLContext } from '../../schema/context';
import { pageArgs, pageOf } from '../../schema/page';
import { BillingAccount } from '../billing/billing-accounts.graphql';
import { Order } from '../orders/orders.refs';
import { Vehicle } from '../vehicles/vehicles.graphql';
import { cancelReservation, completeReservation } from './complete-reservation';
import { ordersOfReservation } from './reservation-orders.loader';
import { canCancel, canComplete, canExtend, seesMoney } from './reservations.policy';
import {
  extensionQuote,
  reservationQuote,
  reservationQuoteInput,
  type ExtensionQuoteResult,
  type ReservationQuoteResult,
} from './reservations.quote';
import {
  addressLine,
  currentReservation,
  driverReservation,
  listDriverReservations,
  listParkingReservations,
  viewReservation,
  type ReservationView,
} from './reservations.read';
import { createReservation, extendReservation, type ReservationPayloadRow } from './create-reservation';

// Reservations (issue 5, decision 050): quotes, booking, the payment hold, extensions, finishing and cancelling,
// and the lists of drivers and parking managers. Refusals are RESERVATION_REFUSED errors with a SPEC §8 reason.

export const ReservationStatusEnum = builder.enumType('ReservationStatus', {
  description:
    'pending_payment → confirmed (paid) → active (started) → completed; pending_payment → expired (hold ran out); ' +
    'pending_payment or confirmed → cancelled (before the start)',
  values: RESERVATION_STATUSES,
});

const ReservationLocation = builder
  .objectRef<{ address: string; latitude: number; longitude: number }>('ReservationLocation')
  .implement({
    fields: (t) => ({
      address: t.exposeString('address'),
      latitude: t.exposeFloat('latitude'),
      longitude: t.exposeFloat('longitude'),
    }),
  });

const Reservation = builder.objectRef<ReservationView>('Reservation').implement({
  description: 'A booking of one spot for [startAt, endAt). Amounts are integer grosze.',
  fields: (t) => ({
    id: t.exposeID('id'),
    parkingId: t.exposeID('parkingId'),
    spotId: t.exposeID('spotId'),
    startAt: t.expose('startAt', { type: 'DateTime' }),
    endAt: t.expose('endAt', {
      type: 'DateTime',
      description: 'End of the paid stay; the spot is left within 5 minutes after it',
    }),
    status: t.expose('status', { type: ReservationStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    parkingIdentifier: t.exposeString('parkingIdentifier', {
      description: 'Public identifier, for links to /{identifier}',
    }),
    parkingName: t.string({
      description: "The parking's public address line for drivers; its owner-only name for the parking's managers",
      resolve: (r) => (r.role === 'manager' ? r.parkingOwnName : addressLine(r.address)),
    }),
    spotNumber: t.exposeString('spotNumber'),
    vehicle: t.field({ type: Vehicle, resolve: (r) => r.vehicle }),
    billingAccount: t.field({
      type: BillingAccount,
      nullable: true,
      description: 'The driver only; null for the parking’s managers',
      resolve: (r) => (seesMoney(r) ? r.billingAccount : null),
    }),
    amount: t.exposeInt('amount', { description: 'Grosze paid (or to pay, while pending) for [startAt, endAt)' }),
    currency: t.string({ resolve: () => 'PLN' }),
    location: t.field({
      type: ReservationLocation,
      resolve: (r) => ({
        address: addressLine(r.address),
        latitude: r.address?.latitude ?? 0,
        longitude: r.address?.longitude ?? 0,
      }),
    }),
    paymentDueAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'While pending_payment: when the unpaid hold runs out',
      resolve: (r) => (r.status === 'pending_payment' ? r.paymentDueAt : null),
    }),
    pendingExtensionEndAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The end an extension waiting for payment would give',
      resolve: (r) => (r.extensionDueAt ? r.holdEndAt : null),
    }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true }),
    canExtend: t.boolean({ resolve: (r) => canExtend(r) }),
    canCancel: t.boolean({ resolve: (r) => canCancel(r, new Date()) }),
    canComplete: t.boolean({ resolve: (r) => canComplete(r) }),
    orders: t.field({
      type: [Order],
      description: 'The reservation order, then extension orders, oldest first (the driver only; [] otherwise)',
      resolve: (r, _args, context) => (seesMoney(r) ? ordersOfReservation(context, r) : []),
    }),
    unpaidOrder: t.field({
      type: Order,
      nullable: true,
      description: 'The order to pay now: the reservation while pending_payment, or the extension waiting for payment',
      resolve: async (r, _args, context) => {
        if (!seesMoney(r) || (r.status !== 'pending_payment' && !r.extensionDueAt)) return null;
        const product = r.status === 'pending_payment' ? 'reservation' : 'reservation_extension';
        const list = await ordersOfReservation(context, r);
        return list.findLast((order) => order.status === 'placed' && order.product === product) ?? null;
      },
    }),
  }),
});

const ReservationPayload = builder
  .objectRef<{ reservation: ReservationView; order: ReservationPayloadRow['order'] }>('ReservationPayload')
  .implement({
    fields: (t) => ({
      reservation: t.field({ type: Reservation, resolve: (p) => p.reservation }),
      order: t.field({ type: Order, description: 'Pay it with payOrder(orderId)', resolve: (p) => p.order }),
    }),
  });

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

const CreateReservationInput = builder.inputType('CreateReservationInput', {
  fields: (t) => ({
    spotId: t.id(),
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

const ExtendReservationInput = builder.inputType('ExtendReservationInput', {
  fields: (t) => ({
    reservationId: t.id(),
    endAt: t.field({ type: 'DateTime', description: 'The new end, later than the current one' }),
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

const ReservationPage = pageOf('Reservation', Reservation, 'in the order its field gives');

const viewerId = async (context: GraphQLContext) => (await requireViewer(context)).user.id;
const asDriverView = async (context: GraphQLContext, row: ReservationRow) =>
  driverReservation(context.deps.db, { id: row.id, userId: row.userId });

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
  activeReservation: t.field({
    type: Reservation,
    nullable: true,
    description:
      'Your reservation that matters now (SPEC §7): the one waiting for payment, else the stay under way, else the nearest upcoming; null when none.',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, context) => currentReservation(context.deps.db, await viewerId(context)),
  }),
  reservation: t.field({
    type: Reservation,
    description: 'Your reservation, or one at a parking you manage; NOT_FOUND otherwise.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) =>
      viewReservation(context.deps.db, { id: String(id), viewer: await requireViewer(context) }),
  }),
  myReservations: t.field({
    type: ReservationPage,
    description:
      'Your reservations, a page at a time. live: true — waiting for payment, paid or running (several may be booked ' +
      'ahead), the soonest start first; false — completed, cancelled or expired, newest first; omitted — all, newest first.',
    authScopes: { authenticated: true },
    args: { live: t.arg.boolean(), ...pageArgs(t.arg) },
    resolve: async (_root, { live, ...args }, context) =>
      listDriverReservations(context.deps.db, {
        userId: await viewerId(context),
        live: live ?? null,
        page: parsePageArgs(args),
      }),
  }),
  parkingReservations: t.field({
    type: ReservationPage,
    description:
      "A parking's reservations for those who manage or see it (NOT_FOUND otherwise), a page at a time. live: true — " +
      'waiting for payment, paid or running, the soonest start first; false — completed, cancelled or expired, newest ' +
      'first; omitted — all, newest first.',
    authScopes: { authenticated: true },
    args: { parkingId: t.arg.id({ required: true }), live: t.arg.boolean(), ...pageArgs(t.arg) },
    resolve: async (_root, { parkingId, live, ...args }, context) => {
      const viewer = await requireViewer(context);
      const page = parsePageArgs(args);
      return listParkingReservations(context.deps.db, {
        parkingId: String(parkingId),
        viewer,
        live: live ?? null,
        page,
      });
    },
  }),
}));

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
