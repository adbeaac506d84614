import { quotePriceInput } from '@parkshare/shared/validation/price-lists';
import type { BreakdownLine } from '@parkshare/shared/pricing/types';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { quotableParking, quoteStay, type QuoteResult } from './quote.service';

const BreakdownKind = builder.enumType('BreakdownKind', {
  description: 'first: the first period; next: all further started periods together',
  values: ['first', 'next'] as const,
});

const QuoteLine = builder.objectRef<BreakdownLine>('QuoteLine').implement({
  description: 'One receipt line: periods × unitPrice = price (grosze). The last line may end after the stay.',
  fields: (t) => ({
    kind: t.field({ type: BreakdownKind, resolve: (line) => line.kind }),
    start: t.expose('start', { type: 'DateTime' }),
    end: t.expose('end', { type: 'DateTime' }),
    periods: t.exposeInt('periods'),
    unitPrice: t.exposeInt('unitPrice', { description: 'Grosze' }),
    price: t.exposeInt('price', { description: 'Grosze' }),
  }),
});

const Quote = builder.objectRef<QuoteResult>('Quote').implement({
  description: 'The price of a stay and the price list that set it.',
  fields: (t) => ({
    amount: t.exposeInt('amount', { description: 'Grosze; the sum of the breakdown' }),
    currency: t.exposeString('currency'),
    priceListId: t.exposeID('priceListId'),
    priceListName: t.exposeString('priceListName'),
    breakdown: t.field({ type: [QuoteLine], resolve: (quote) => quote.breakdown }),
  }),
});

const QuotePriceInput = builder.inputType('QuotePriceInput', {
  fields: (t) => ({
    parkingId: t.id(),
    spotId: t.id({ description: 'A spot of this parking' }),
    startAt: t.field({ type: 'DateTime' }),
    endAt: t.field({ type: 'DateTime', description: 'After startAt, at most a year later' }),
  }),
});

builder.queryFields((t) => ({
  quotePrice: t.field({
    type: Quote,
    description:
      'Prices a stay [startAt, endAt) at a spot: every price list that applies at startAt (days, events and ' +
      'hours in Polish time) is priced over the whole stay in settlement periods — the first at its first-period ' +
      'price, every further started one at its next-period price — and the highest total is charged. Any ' +
      'signed-in user may quote an active parking; its managers and members any of theirs.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: QuotePriceInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const parsed = parseInput(quotePriceInput, input);
      const viewer = await requireViewer(context);
      const parking = await quotableParking(context.deps.db, { viewer, parkingId: parsed.parkingId });
      return quoteStay({
        db: context.deps.db,
        parking,
        spotId: parsed.spotId,
        startAt: parsed.startAt,
        endAt: parsed.endAt,
      });
    },
  }),
}));
