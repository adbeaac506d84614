import { unavailabilityInput } from '@parkshare/shared/validation/price-lists';
import type { DayOrEvent } from '@parkshare/shared/pricing/types';
import type { UnavailabilityRow } from '../../db/schema/parkings';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { requireViewer, type GraphQLContext } from '../../schema/context';
import { requireParking } from '../parkings/parking.policy';
import { Parking } from '../parkings/parking.refs';
import { publishParkingChange } from '../map/parking-changes';
import { DayOrEventEnum } from './pricing.enums';
import {
  createUnavailability,
  deleteUnavailability,
  findUnavailability,
  listUnavailabilities,
  updateUnavailability,
} from './unavailability.service';

export const Unavailability = builder.objectRef<UnavailabilityRow>('Unavailability').implement({
  description:
    'A recurring time when the parking is closed. Without any, a parking is available 24/7. An end before the ' +
    'start crosses midnight (the night belongs to the day it starts); equal start and end close the whole day.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    days: t.field({ type: [DayOrEventEnum], resolve: (row) => row.days as DayOrEvent[] }),
    startTime: t.exposeString('startTime', { description: "'HH:MM' Polish time" }),
    endTime: t.exposeString('endTime', { description: "'HH:MM' Polish time" }),
  }),
});

const UnavailabilityInput = builder.inputType('UnavailabilityInput', {
  fields: (t) => ({
    parkingId: t.id(),
    name: t.string({ description: 'Up to 100 characters' }),
    days: t.field({ type: [DayOrEventEnum], description: 'At least one' }),
    startTime: t.string({ description: "'HH:MM'" }),
    endTime: t.string({ description: "'HH:MM'; before startTime crosses midnight, equal closes the whole day" }),
  }),
});

builder.objectFields(Parking, (t) => ({
  unavailabilities: t.field({
    type: [Unavailability],
    description: 'Recurring closures in the order they were added; none means open 24/7.',
    authScopes: { authenticated: true },
    resolve: (parking, _args, { deps }) => listUnavailabilities({ db: deps.db, parkingId: parking.id }),
  }),
}));

async function managedParkingOf(context: GraphQLContext, id: string) {
  const viewer = await requireViewer(context);
  const row = await findUnavailability({ db: context.deps.db, id });
  return requireParking(context.deps.db, { viewer, parkingId: row.parkingId, need: 'manage' });
}

builder.mutationFields((t) => ({
  createUnavailability: t.field({
    type: Unavailability,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UnavailabilityInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const parsed = parseInput(unavailabilityInput, input);
      const viewer = await requireViewer(context);
      const parking = await requireParking(context.deps.db, { viewer, parkingId: parsed.parkingId, need: 'manage' });
      const created = await createUnavailability({ db: context.deps.db, parking, input: parsed });
      await publishParkingChange(context.deps, parking.id);
      return created;
    },
  }),
  updateUnavailability: t.field({
    type: Unavailability,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UnavailabilityInput, required: true }) },
    resolve: async (_root, { id, input }, context) => {
      const parsed = parseInput(unavailabilityInput, input);
      const parking = await managedParkingOf(context, String(id));
      const updated = await updateUnavailability({ db: context.deps.db, parking, id: String(id), input: parsed });
      await publishParkingChange(context.deps, parking.id);
      return updated;
    },
  }),
  deleteUnavailability: t.id({
    description: 'Deletes an unavailability and answers its id.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const parking = await managedParkingOf(context, String(id));
      const deleted = await deleteUnavailability({ db: context.deps.db, parking, id: String(id) });
      await publishParkingChange(context.deps, parking.id);
      return deleted.id;
    },
  }),
}));
