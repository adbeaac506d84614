import { RESERVATION_STATUSES } from '@parkshare/shared/reservations/status';
import { builder } from '../../schema/builder';
import { requireViewer, type GraphQLContext } from '../../schema/context';
import { pageOf } from '../../schema/page';
import { BillingAccount } from '../billing/billing-accounts.graphql';
import { Order } from '../orders/orders.refs';
import { Vehicle } from '../vehicles/vehicles.graphql';
import { ordersOfReservation } from './reservation-orders.loader';
import type { ReservationPayloadRow } from './reservation-payload';
import {
  ACCESS_SHOWN_BEFORE_MINUTES,
  accessInstructionsAt,
  accessShownFrom,
  canCancel,
  canComplete,
  canExtend,
  seesMoney,
} from './reservations.policy';
import { addressLine, type ReservationView } from './reservations.read';

// The reservation's GraphQL types (issue 5, decision 050): what queries, quotes and mutations answer, and the
// input the extension quote and extendReservation share.

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

export const Reservation = builder.objectRef<ReservationView>('Reservation').implement({
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
    accessInstructions: t.string({
      nullable: true,
      description: `The parking's gate code and way in: the driver of a paid reservation only, from ${ACCESS_SHOWN_BEFORE_MINUTES} minutes before the start to 5 minutes after the end; null otherwise`,
      resolve: (r) => accessInstructionsAt(r, new Date()),
    }),
    accessInstructionsFrom: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When accessInstructions start to show (null: the parking has none, or this viewer never sees them)',
      resolve: (r) => accessShownFrom(r),
    }),
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

export const ReservationPayload = builder
  .objectRef<{ reservation: ReservationView; order: ReservationPayloadRow['order'] }>('ReservationPayload')
  .implement({
    fields: (t) => ({
      reservation: t.field({ type: Reservation, resolve: (p) => p.reservation }),
      order: t.field({ type: Order, description: 'Pay it with payOrder(orderId)', resolve: (p) => p.order }),
    }),
  });

export const ExtendReservationInput = builder.inputType('ExtendReservationInput', {
  fields: (t) => ({
    reservationId: t.id(),
    endAt: t.field({ type: 'DateTime', description: 'The new end, later than the current one' }),
  }),
});

export const ReservationPage = pageOf('Reservation', Reservation, 'in the order its field gives');

/** The signed-in viewer's user id (UNAUTHENTICATED otherwise). */
export const viewerId = async (context: GraphQLContext) => (await requireViewer(context)).user.id;
