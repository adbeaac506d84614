import { requiredString } from '@parkshare/shared/validation/fields';
import { createSpotsInput, spotInput } from '@parkshare/shared/validation/owners';
import { z } from 'zod/mini';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { requireViewer, type GraphQLContext } from '../../schema/context';
import { publishParkingChange } from '../map/parking-changes';
import { requireParking, type ParkingAccess } from './parking.policy';
import { SpotFeatureEnum } from '../../schema/spot-feature';
import { Spot } from './parking.refs';
import { createSpot, createSpots, deleteSpot, findSpot, updateSpot } from './spots.service';

Spot.implement({
  description: 'A parking spot; its number is unique in the parking regardless of case',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    hasRestrictions: t.exposeBoolean('hasRestrictions'),
    features: t.field({ type: [SpotFeatureEnum], resolve: (spot) => spot.features }),
    parkingId: t.exposeID('parkingId'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SpotInput = builder.inputType('SpotInput', {
  fields: (t) => ({
    number: t.string({ description: 'Letters, digits, single hyphens or spaces; at most 20 characters' }),
    hasRestrictions: t.boolean(),
    features: t.field({ type: [SpotFeatureEnum], description: 'Omitted: left as they are' }),
  }),
});

const CreateSpotInput = builder.inputType('CreateSpotInput', {
  fields: (t) => ({
    parkingId: t.id(),
    number: t.string({ description: 'Letters, digits, single hyphens or spaces; at most 20 characters' }),
    hasRestrictions: t.boolean(),
    features: t.field({ type: [SpotFeatureEnum] }),
  }),
});

const CreateSpotsInput = builder.inputType('CreateSpotsInput', {
  fields: (t) => ({
    parkingId: t.id(),
    template: t.string({ description: 'Each X marks a digit: A-XX from 1 to 20 gives A-01 … A-20' }),
    from: t.int(),
    to: t.int(),
    features: t.field({ type: [SpotFeatureEnum], description: 'Given to every spot made' }),
  }),
});

const createSpotInput = z.extend(spotInput, { parkingId: requiredString(64) });

async function managedSpot(context: GraphQLContext, id: string | number, need: ParkingAccess) {
  const viewer = await requireViewer(context);
  const spot = await findSpot(context.deps.db, String(id));
  await requireParking(context.deps.db, { viewer, parkingId: spot.parkingId, need });
  return spot;
}

async function managedParking(context: GraphQLContext, parkingId: unknown) {
  const viewer = await requireViewer(context);
  return requireParking(context.deps.db, {
    viewer,
    parkingId: typeof parkingId === 'string' ? parkingId : '',
    need: 'manage',
  });
}

builder.queryFields((t) => ({
  spot: t.field({
    type: Spot,
    description: 'A spot of a parking the viewer may see; NOT_FOUND otherwise.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => managedSpot(context, id, 'view'),
  }),
}));

builder.mutationFields((t) => ({
  createSpot: t.field({
    type: Spot,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: CreateSpotInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const parsed = parseInput(createSpotInput, input);
      const parking = await managedParking(context, parsed.parkingId);
      const spot = await createSpot({
        deps: context.deps,
        parkingId: parking.id,
        input: { number: parsed.number, hasRestrictions: parsed.hasRestrictions, features: parsed.features },
      });
      await publishParkingChange(context.deps, parking.id);
      return spot;
    },
  }),
  createSpots: t.field({
    type: [Spot],
    description: 'Adds spots from a numbering template, all or nothing (at most 500; no number may exist yet).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: CreateSpotsInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const parsed = parseInput(createSpotsInput, input);
      const parking = await managedParking(context, parsed.parkingId);
      const created = await createSpots({ deps: context.deps, parkingId: parking.id, input: parsed });
      await publishParkingChange(context.deps, parking.id);
      return created;
    },
  }),
  updateSpot: t.field({
    type: Spot,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SpotInput, required: true }) },
    resolve: async (_root, { id, input }, context) => {
      const spot = await managedSpot(context, id, 'manage');
      const parsed = parseInput(spotInput, input);
      const updated = await updateSpot({ deps: context.deps, spot, input: parsed });
      // Its features decide which map filters find the parking.
      await publishParkingChange(context.deps, spot.parkingId);
      return updated;
    },
  }),
  deleteSpot: t.id({
    description: 'Deletes a spot and answers its id; refused while reservations hold it in the future.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const spot = await managedSpot(context, id, 'manage');
      const deleted = await deleteSpot({ deps: context.deps, spot });
      await publishParkingChange(context.deps, spot.parkingId);
      return deleted.id;
    },
  }),
}));
