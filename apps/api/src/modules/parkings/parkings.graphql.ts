import { PARKING_STATUSES } from '@parkshare/shared/parkings/status';
import { parkingInput, rejectParkingInput } from '@parkshare/shared/validation/parkings';
import { parsePageArgs } from '../../lib/page';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { pageArgs, pageOf } from '../../schema/page';
import { multilineText } from '../../schema/text-inputs';
import { requireViewer, type GraphQLContext } from '../../schema/context';
import { isAdmin } from '../../lib/viewer';
import { BillingAccount } from '../billing/billing-accounts.graphql';
import { findUserById } from '../users/users.service';
import { parkingAccess, requireParking } from './parking.policy';
import { Parking, Spot } from './parking.refs';
import {
  billingAccountOf,
  createParking,
  listAwaitingVerification,
  listMyParkings,
  readinessOf,
  updateParking,
  type Readiness,
} from './parkings.service';
import { countSpots, listSpots } from './spots.service';
import {
  activateParking,
  deactivateParking,
  rejectParking,
  requestParkingVerification,
  verifyParking,
} from './verification.service';
import type { ParkingRow } from '../../db/schema/parkings';
import { publishParkingChange } from '../map/parking-changes';

export const ParkingStatusEnum = builder.enumType('ParkingStatus', {
  description: 'pending_verification on creation; active parkings are public and bookable',
  values: PARKING_STATUSES,
});

const ParkingReadiness = builder.objectRef<Readiness>('ParkingReadiness').implement({
  description: 'What a parking needs before it can be sent for verification',
  fields: (t) => ({
    hasBasicAddress: t.exposeBoolean('hasBasicAddress'),
    hasSpots: t.exposeBoolean('hasSpots'),
    hasBasicPriceList: t.exposeBoolean('hasBasicPriceList'),
    ready: t.exposeBoolean('ready'),
  }),
});

const ParkingOwner = builder.objectRef<{ id: string; name: string; email: string }>('ParkingOwner').implement({
  description: 'Who owns a parking, as the admin verification queue shows it',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), email: t.exposeString('email') }),
});

const access = async (context: GraphQLContext, parking: ParkingRow) =>
  parkingAccess(context.deps.db, await requireViewer(context), parking);

Parking.implement({
  description: "An owner's parking. The name is visible only to those who manage it; the public sees the identifier.",
  fields: (t) => ({
    id: t.exposeID('id'),
    identifier: t.exposeString('identifier', { description: 'Public, ^[A-Z]{3}-[A-Z0-9]{4,6}$, never reused' }),
    name: t.exposeString('name'),
    note: t.exposeString('note', { nullable: true }),
    accessInstructions: t.string({
      nullable: true,
      description:
        'Gate code, how to enter: those who manage the parking only (null for those who just view it); drivers ' +
        'get it on a paid reservation, around their stay (Reservation.accessInstructions)',
      authScopes: { authenticated: true },
      resolve: async (parking, _args, context) =>
        (await access(context, parking)) === 'manage' ? parking.accessInstructions : null,
    }),
    hasRestrictions: t.exposeBoolean('hasRestrictions'),
    maxHeightCm: t.exposeInt('maxHeightCm', { nullable: true }),
    maxLengthCm: t.exposeInt('maxLengthCm', { nullable: true }),
    maxWidthCm: t.exposeInt('maxWidthCm', { nullable: true }),
    status: t.expose('status', { type: ParkingStatusEnum }),
    rejectionReason: t.exposeString('rejectionReason', { nullable: true }),
    timeZone: t.exposeString('timeZone'),
    canManage: t.boolean({
      description: 'Whether the viewer may change it (its owner or an admin of its organization)',
      authScopes: { authenticated: true },
      resolve: async (parking, _args, context) => (await access(context, parking)) === 'manage',
    }),
    billingAccount: t.field({
      type: BillingAccount,
      nullable: true,
      description: "The owner's billing account; null for those who only view the parking",
      authScopes: { authenticated: true },
      resolve: async (parking, _args, context) =>
        (await access(context, parking)) === 'manage' ? billingAccountOf(context.deps, parking) : null,
    }),
    owner: t.field({
      type: ParkingOwner,
      nullable: true,
      description: 'Admins only (the verification queue); null for everyone else',
      authScopes: { authenticated: true },
      resolve: async (parking, _args, context) => {
        if (!isAdmin((await requireViewer(context)).user)) return null;
        const owner = await findUserById({ deps: context.deps, id: parking.ownerId });
        return owner ? { id: owner.id, name: owner.name, email: owner.email } : null;
      },
    }),
    spots: t.field({
      type: [Spot],
      description: 'In natural order: A-2 before A-10',
      resolve: (parking, _args, { deps }) => listSpots(deps.db, parking.id),
    }),
    spotCount: t.int({ resolve: (parking, _args, { deps }) => countSpots(deps.db, parking.id) }),
    readiness: t.field({
      type: ParkingReadiness,
      resolve: (parking, _args, { deps }) => readinessOf(deps.db, parking.id),
    }),
    verificationRequestedAt: t.expose('verificationRequestedAt', { type: 'DateTime', nullable: true }),
    verifiedAt: t.expose('verifiedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ParkingInput = builder.inputType('ParkingInput', {
  fields: (t) => ({
    name: t.string({ description: 'Visible only to those who manage the parking; at most 100 characters' }),
    note: t.string({ description: 'At most 1000 characters', extensions: multilineText }),
    accessInstructions: t.string({
      description: 'At most 1000 characters; shown only to drivers with a paid reservation, around their stay',
      extensions: multilineText,
    }),
    billingAccountId: t.id({ description: "One of the caller's billing accounts" }),
    organizationId: t.id({ description: 'An organization in which the caller is an administrator' }),
    hasRestrictions: t.boolean({ description: 'When true, at least one maximum size is required' }),
    maxHeightCm: t.int(),
    maxLengthCm: t.int(),
    maxWidthCm: t.int(),
  }),
});

const parkingIdArg = (context: GraphQLContext, id: string | number, need: 'manage' | 'view') =>
  requireViewer(context).then((viewer) => requireParking(context.deps.db, { viewer, parkingId: String(id), need }));

const ParkingPage = pageOf('Parking', Parking, 'in the order its field gives');

builder.queryFields((t) => ({
  myParkings: t.field({
    type: ParkingPage,
    description: 'Parkings the signed-in user owns and those of their organizations, newest first, a page at a time.',
    authScopes: { authenticated: true },
    args: pageArgs(t.arg),
    resolve: async (_root, args, context) =>
      listMyParkings({ deps: context.deps, userId: (await requireViewer(context)).user.id, page: parsePageArgs(args) }),
  }),
  parking: t.field({
    type: Parking,
    description: 'A parking the viewer may see; NOT_FOUND otherwise.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => parkingIdArg(context, id, 'view'),
  }),
  parkingsAwaitingVerification: t.field({
    type: ParkingPage,
    description: 'Admin: parkings whose owners asked for verification, the oldest request first, a page at a time.',
    authScopes: { admin: true },
    args: pageArgs(t.arg),
    resolve: (_root, args, { deps }) => listAwaitingVerification({ deps, page: parsePageArgs(args) }),
  }),
}));

builder.mutationFields((t) => ({
  createParking: t.field({
    type: Parking,
    description: 'Creates a parking waiting for verification, with a generated identifier.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ParkingInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = await requireViewer(context);
      const parsed = parseInput(parkingInput, input);
      return createParking({ deps: context.deps, userId: viewer.user.id, input: parsed });
    },
  }),
  updateParking: t.field({
    type: Parking,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ParkingInput, required: true }) },
    resolve: async (_root, { id, input }, context) => {
      const parking = await parkingIdArg(context, id, 'manage');
      const parsed = parseInput(parkingInput, input);
      const userId = (await requireViewer(context)).user.id;
      const updated = await updateParking({ deps: context.deps, userId, parking, input: parsed });
      await publishParkingChange(context.deps, parking.id);
      return updated;
    },
  }),
  requestParkingVerification: t.field({
    type: Parking,
    description: 'Sends the parking for verification; needs a basic address, a spot and a basic price list.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const parking = await parkingIdArg(context, id, 'manage');
      return requestParkingVerification({ deps: context.deps, parkingId: parking.id });
    },
  }),
  deactivateParking: t.field({
    type: Parking,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const parking = await parkingIdArg(context, id, 'manage');
      const changed = await deactivateParking({ deps: context.deps, parkingId: parking.id });
      await publishParkingChange(context.deps, parking.id);
      return changed;
    },
  }),
  activateParking: t.field({
    type: Parking,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const parking = await parkingIdArg(context, id, 'manage');
      const changed = await activateParking({ deps: context.deps, parkingId: parking.id });
      await publishParkingChange(context.deps, parking.id);
      return changed;
    },
  }),
  verifyParking: t.field({
    type: Parking,
    description: 'Admin: the parking goes live and its owner is e-mailed.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const parking = await parkingIdArg(context, id, 'view');
      const changed = await verifyParking({ deps: context.deps, parkingId: parking.id });
      await publishParkingChange(context.deps, parking.id);
      return changed;
    },
  }),
  rejectParking: t.field({
    type: Parking,
    description: 'Admin: refuses the parking with a reason its owner sees and receives by e-mail.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ extensions: multilineText }) },
    resolve: async (_root, { id, reason }, context) => {
      const parking = await parkingIdArg(context, id, 'view');
      const parsed = parseInput(rejectParkingInput, { reason });
      return rejectParking({ deps: context.deps, parkingId: parking.id, reason: parsed.reason });
    },
  }),
}));
