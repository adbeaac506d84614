import { VEHICLE_STATUSES, vehicleInput } from '@parkshare/shared/validation/vehicles';
import type { VehicleRow } from '../../db/schema/vehicles';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { BillingAccount } from '../billing/billing-accounts.graphql';
import { accountOwner } from '../billing/billing.policy';
import {
  createVehicle,
  findVehicleBillingAccount,
  getVehicle,
  listVehicles,
  setDefaultVehicle,
  updateVehicle,
} from './vehicles.service';

// Vehicles (issue 5): the cars a driver reserves spots for. Only the driver reads or changes them; another
// user's id answers NOT_FOUND like an unknown one.

export const VehicleStatusEnum = builder.enumType('VehicleStatus', {
  description: 'An inactive vehicle is kept but cannot be chosen for a new reservation',
  values: VEHICLE_STATUSES,
});

export const Vehicle = builder.objectRef<VehicleRow>('Vehicle').implement({
  description: "A driver's car.",
  fields: (t) => ({
    id: t.exposeID('id'),
    registrationNumber: t.exposeString('registrationNumber', {
      description: 'Stored normalised: capitals and digits, no spaces or dashes ("WA12345")',
    }),
    name: t.exposeString('name', { nullable: true, description: 'The proper name the driver gave it' }),
    status: t.expose('status', { type: VehicleStatusEnum }),
    billingAccountId: t.exposeID('billingAccountId', {
      nullable: true,
      description: 'The billing account reservations for this car default to; null when none or deleted',
    }),
    billingAccount: t.field({
      type: BillingAccount,
      nullable: true,
      resolve: (vehicle, _args, { deps }) => findVehicleBillingAccount(deps, vehicle),
    }),
    isDefault: t.exposeBoolean('isDefault', { description: 'At most one of a driver’s vehicles is the default' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const VehicleInput = builder.inputType('VehicleInput', {
  fields: (t) => ({
    registrationNumber: t.string({
      description: 'Required; spaces and dashes are dropped and letters capitalised ("wa 123-45" → "WA12345")',
    }),
    name: t.string(),
    status: t.field({ type: VehicleStatusEnum, description: 'active on create; unchanged on update when omitted' }),
    billingAccountId: t.id({ description: "One of the caller's own billing accounts, or null" }),
    isDefault: t.boolean({ description: 'Make it the default; the first vehicle always is' }),
    foreignPlate: t.boolean({
      description:
        'The driver says the plate is not Polish: 2–10 letters and digits with both; otherwise the Polish rules apply',
    }),
  }),
});

builder.queryFields((t) => ({
  myVehicles: t.field({
    type: [Vehicle],
    description: "The signed-in user's vehicles, the default first, then newest first.",
    authScopes: { authenticated: true },
    resolve: async (_root, _args, context) =>
      listVehicles({ deps: context.deps, userId: accountOwner(await requireViewer(context)) }),
  }),
  vehicle: t.field({
    type: Vehicle,
    description: "One of the signed-in user's vehicles; NOT_FOUND otherwise.",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const userId = accountOwner(await requireViewer(context));
      return getVehicle({ deps: context.deps, userId, id: String(id) });
    },
  }),
}));

builder.mutationFields((t) => ({
  createVehicle: t.field({
    type: Vehicle,
    description: 'Adds a vehicle; the first one becomes the default.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: VehicleInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const userId = accountOwner(await requireViewer(context));
      return createVehicle({ deps: context.deps, userId, input: parseInput(vehicleInput, input) });
    },
  }),
  updateVehicle: t.field({
    type: Vehicle,
    description: 'Replaces the fields; isDefault false does not unset the default (choose another vehicle instead).',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: VehicleInput, required: true }) },
    resolve: async (_root, { id, input }, context) => {
      const userId = accountOwner(await requireViewer(context));
      // The id first: a stranger's vehicle is NOT_FOUND whatever the input says.
      await getVehicle({ deps: context.deps, userId, id: String(id) });
      return updateVehicle({ deps: context.deps, userId, id: String(id), input: parseInput(vehicleInput, input) });
    },
  }),
  setDefaultVehicle: t.field({
    type: Vehicle,
    description: 'Makes this vehicle the default; the previous default stops being one.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const userId = accountOwner(await requireViewer(context));
      return setDefaultVehicle({ deps: context.deps, userId, id: String(id) });
    },
  }),
}));
