import { parsePageArgs } from '../../lib/page';
import { builder } from '../../schema/builder';
import { requireSelfOrAdmin, requireViewer } from '../../schema/context';
import { pageArgs } from '../../schema/page';
import { Order } from '../orders/orders.refs';
import { User } from '../users/users.graphql';
import { Reservation, ReservationPage, viewerId } from './reservation-objects.graphql';
import {
  currentReservation,
  listDriverReservations,
  listParkingReservations,
  viewReservation,
} from './reservations.read';

// Reservations (issue 5, decision 050): reading them, for drivers and parking managers. The types are in
// reservation-objects.graphql.ts, quotes in reservation-quotes.graphql.ts, booking, extending, finishing and
// cancelling in reservation-mutations.graphql.ts.

builder.queryFields((t) => ({
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

// An order names the reservation it pays for: a payment screen opened for an order asks for both in one request.
builder.objectField(Order, 'reservation', (t) =>
  t.field({
    type: Reservation,
    nullable: true,
    description:
      'The reservation this order pays for (its booking or an extension), as reservation(id) shows it; null for a top-up.',
    resolve: async (order, _args, context) =>
      order.reservationId
        ? viewReservation(context.deps.db, { id: order.reservationId, viewer: await requireViewer(context) })
        : null,
  }),
);

// A user's reservations as support reads them (/admin/users): the facts of each stay, no actions.
builder.objectFields(User, (t) => ({
  reservations: t.field({
    type: ReservationPage,
    description: 'Their reservations, newest first, a page at a time (the user themselves or an admin).',
    args: pageArgs(t.arg),
    resolve: async (user, args, context) => {
      const { own } = await requireSelfOrAdmin(context, user.id);
      return listDriverReservations(context.deps.db, {
        userId: user.id,
        live: null,
        page: parsePageArgs(args),
        role: own ? 'driver' : 'manager',
      });
    },
  }),
}));
