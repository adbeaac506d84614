import { ADDRESS_TYPES } from '@parkshare/shared/parkings/status';
import { parkingAddressInput, parkingAddressUpdateInput } from '@parkshare/shared/validation/addresses';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { publishParkingChange } from '../map/parking-changes';
import { Parking, ParkingAddress } from '../parkings/parking.refs';
import { addressesOf } from './addresses.loader';
import {
  createParkingAddress,
  deleteParkingAddress,
  getParkingAddress,
  updateParkingAddress,
} from './addresses.service';

export const AddressType = builder.enumType('AddressType', {
  description: 'basic puts the parking on the map (one per parking); entry and exit guide drivers in and out',
  values: ADDRESS_TYPES,
});

ParkingAddress.implement({
  description: 'Where a parking is (basic), or where drivers enter or leave it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: AddressType, resolve: (address) => address.type }),
    country: t.exposeString('country', { description: 'ISO 3166-1 alpha-2, PL by default' }),
    region: t.exposeString('region', { nullable: true, description: 'Voivodeship (województwo) in Poland' }),
    city: t.exposeString('city'),
    street: t.exposeString('street', { nullable: true }),
    number: t.exposeString('number', { nullable: true }),
    postcode: t.exposeString('postcode', { nullable: true, description: 'NN-NNN in Poland' }),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.objectFields(Parking, (t) => ({
  addresses: t.field({
    type: [ParkingAddress],
    description: 'The basic address first, then entries, then exits.',
    authScopes: { authenticated: true },
    resolve: (parking, _args, context) => addressesOf(context, parking.id),
  }),
  basicAddress: t.field({
    type: ParkingAddress,
    nullable: true,
    description: 'Where the parking is on the map; null until the owner adds it.',
    authScopes: { authenticated: true },
    resolve: async (parking, _args, context) =>
      (await addressesOf(context, parking.id)).find((address) => address.type === 'basic') ?? null,
  }),
}));

const ParkingAddressInput = builder.inputType('ParkingAddressInput', {
  fields: (t) => ({
    parkingId: t.id({ description: 'Required to create; when editing it may be left out (an address never moves)' }),
    type: t.field({ type: AddressType }),
    country: t.string({ description: 'ISO 3166-1 alpha-2; PL when empty' }),
    region: t.string(),
    city: t.string(),
    street: t.string(),
    number: t.string(),
    postcode: t.string({ description: 'NN-NNN when the country is PL' }),
    latitude: t.float({ description: '-90 to 90' }),
    longitude: t.float({ description: '-180 to 180' }),
  }),
});

builder.queryFields((t) => ({
  parkingAddress: t.field({
    type: ParkingAddress,
    description: 'One address of a parking the viewer may see; NOT_FOUND otherwise.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) =>
      getParkingAddress({ db: context.deps.db, viewer: await requireViewer(context), id: String(id) }),
  }),
}));

builder.mutationFields((t) => ({
  createParkingAddress: t.field({
    type: ParkingAddress,
    description: 'Adds an address; a parking has one basic address (a second one is refused on type).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ParkingAddressInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const parsed = parseInput(parkingAddressInput, input);
      return createParkingAddress({ db: context.deps.db, viewer: await requireViewer(context), input: parsed });
    },
  }),
  updateParkingAddress: t.field({
    type: ParkingAddress,
    description: 'Replaces the fields; the type may change unless it breaks the one-basic-address rule.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ParkingAddressInput, required: true }) },
    resolve: async (_root, { id, input }, context) => {
      const parsed = parseInput(parkingAddressUpdateInput, input);
      const viewer = await requireViewer(context);
      const before = await getParkingAddress({ db: context.deps.db, viewer, id: String(id), need: 'manage' });
      const updated = await updateParkingAddress({ db: context.deps.db, viewer, id: String(id), input: parsed });
      // The basic address is the parking's place on the map: maps where it was and where it is now refresh.
      if (before.type === 'basic' || updated.type === 'basic') {
        await publishParkingChange(context.deps, updated.parkingId, before.type === 'basic' ? before : null);
      }
      return updated;
    },
  }),
  deleteParkingAddress: t.id({
    description: 'Deletes an address and answers its id; the basic address of an active parking stays.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const viewer = await requireViewer(context);
      return (await deleteParkingAddress({ deps: context.deps, viewer, id: String(id) })).id;
    },
  }),
}));
