import { priceListInput } from '@parkshare/shared/validation/price-lists';
import type { DayOrEvent } from '@parkshare/shared/pricing/types';
import type { PriceListRow } from '../../db/schema/parkings';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { requireViewer, type GraphQLContext } from '../../schema/context';
import { requireParking } from '../parkings/parking.policy';
import { Parking } from '../parkings/parking.refs';
import { DayOrEventEnum, SettlementPeriodEnum } from './pricing.enums';
import {
  createPriceList,
  deletePriceList,
  findPriceList,
  listPriceLists,
  updatePriceList,
} from './price-lists.service';

export const PriceList = builder.objectRef<PriceListRow>('PriceList').implement({
  description:
    'How a parking charges. A stay is billed in settlement periods from its start: the first period at ' +
    'firstPeriodPrice, every further started period at nextPeriodPrice; of the lists that apply at the start, ' +
    'the highest total is charged. The basic list applies around the clock.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    days: t.field({
      type: [DayOrEventEnum],
      description: 'The list applies when the stay starts on one of these days or events',
      resolve: (list) => list.days as DayOrEvent[],
    }),
    startHour: t.exposeString('startHour', {
      description: "'HH:MM' Polish time; an end before the start crosses midnight",
    }),
    endHour: t.exposeString('endHour', { description: "'HH:MM'; equal to startHour means around the clock" }),
    settlementPeriod: t.field({ type: SettlementPeriodEnum, resolve: (list) => list.settlementPeriod }),
    firstPeriodPrice: t.exposeInt('firstPeriodPrice', { description: 'Grosze' }),
    nextPeriodPrice: t.exposeInt('nextPeriodPrice', { description: 'Grosze, for every further started period' }),
    currency: t.string({ resolve: () => 'PLN' }),
    isBasic: t.exposeBoolean('isBasic', {
      description: "The parking's first list: applies around the clock on every day; days and hours are not used",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const PriceListInput = builder.inputType('PriceListInput', {
  fields: (t) => ({
    parkingId: t.id(),
    name: t.string({ description: 'Up to 100 characters' }),
    days: t.field({
      type: [DayOrEventEnum],
      description: 'At least one, except for the basic list (may be omitted there; ignored)',
    }),
    startHour: t.string({ description: "'HH:MM'; required except for the basic list (may be omitted there; ignored)" }),
    endHour: t.string({ description: "'HH:MM'; required except for the basic list (may be omitted there; ignored)" }),
    settlementPeriod: t.field({ type: SettlementPeriodEnum }),
    firstPeriodPrice: t.int({
      description: 'Grosze, from 100 up to the limit of the settlement period (decision 068)',
    }),
    nextPeriodPrice: t.int({ description: 'Grosze, from 100 up to the limit of the settlement period (decision 068)' }),
  }),
});

builder.objectFields(Parking, (t) => ({
  priceLists: t.field({
    type: [PriceList],
    description: 'The basic list first, then the others in the order they were added.',
    authScopes: { authenticated: true },
    resolve: (parking, _args, { deps }) => listPriceLists({ db: deps.db, parkingId: parking.id }),
  }),
}));

// The list's parking decides who may change it: a stranger gets NOT_FOUND, a member FORBIDDEN.
async function managedList(context: GraphQLContext, id: string) {
  const viewer = await requireViewer(context);
  const list = await findPriceList({ db: context.deps.db, id });
  const parking = await requireParking(context.deps.db, { viewer, parkingId: list.parkingId, need: 'manage' });
  return { list, parking };
}

builder.mutationFields((t) => ({
  createPriceList: t.field({
    type: PriceList,
    description:
      "Adds a price list. A parking's first list becomes its basic list: it applies around the clock, so its " +
      'days and hours may be omitted and are stored as every day 00:00–00:00 whatever is sent. Every further list ' +
      'needs days or events and both hours.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: PriceListInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const parsed = parseInput(priceListInput, input);
      const viewer = await requireViewer(context);
      const parking = await requireParking(context.deps.db, { viewer, parkingId: parsed.parkingId, need: 'manage' });
      return createPriceList({ db: context.deps.db, parking, input: parsed });
    },
  }),
  updatePriceList: t.field({
    type: PriceList,
    description: 'Replaces the fields of a price list; the basic list stays basic and around the clock.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PriceListInput, required: true }) },
    resolve: async (_root, { id, input }, context) => {
      const parsed = parseInput(priceListInput, input);
      const { parking } = await managedList(context, String(id));
      return updatePriceList({ db: context.deps.db, parking, id: String(id), input: parsed });
    },
  }),
  deletePriceList: t.id({
    description:
      'Deletes a price list and answers its id. The basic list can be deleted only when it is the last list, ' +
      'and never from an active parking.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const { parking } = await managedList(context, String(id));
      return (await deletePriceList({ db: context.deps.db, parking, id: String(id) })).id;
    },
  }),
}));
