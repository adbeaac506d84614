import { z } from 'zod/mini';
import { messages } from '@parkshare/shared/validation/messages';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { presetStayPrices, type StayPriceView } from './stay-prices.service';

// Public (no sign-in), beside the public parking page's own query so that query keeps its fast path (decision
// 042): what the booking presets cost now, so a driver is never surprised by "the highest list wins" (SPEC §9).

const DAY_MS = 86_400_000;
const stayPricesInput = z.object({
  identifier: z.string().check(z.maxLength(20, messages.invalidValue)),
  startAt: z.optional(
    z.nullable(
      z
        .date({ error: messages.invalidDate })
        .check(z.refine((value: Date) => Math.abs(value.getTime() - Date.now()) <= 366 * DAY_MS, messages.invalidDate)),
    ),
  ),
});

const StayPrice = builder.objectRef<StayPriceView>('StayPrice').implement({
  description: 'What a stay of `minutes` costs, starting at the moment asked about.',
  fields: (t) => ({
    minutes: t.exposeInt('minutes'),
    amount: t.exposeInt('amount', { description: 'Grosze' }),
    currency: t.exposeString('currency'),
    priceListName: t.exposeString('priceListName', {
      description: 'The price list that sets it (the highest that applies)',
    }),
  }),
});

builder.queryFields((t) => ({
  stayPrices: t.field({
    type: [StayPrice],
    description:
      'Public: what the booking presets (30 minutes, 1 hour, 2 hours) cost at an active parking for a stay starting ' +
      'at startAt (now when omitted, at most a year away), priced as a booking would be. NOT_FOUND for anything ' +
      'but an active parking; an empty list when nothing can be priced.',
    args: {
      identifier: t.arg.string({ required: true }),
      startAt: t.arg({ type: 'DateTime', required: false }),
    },
    resolve: (_root, args, { deps }) => {
      const input = parseInput(stayPricesInput, args);
      return presetStayPrices({ db: deps.db, identifier: input.identifier, startAt: input.startAt ?? new Date() });
    },
  }),
}));
