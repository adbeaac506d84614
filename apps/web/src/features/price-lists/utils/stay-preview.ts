import type * as stayPricesModule from '@parkshare/shared/pricing/stay-prices';
import type { PriceList } from '@parkshare/shared/pricing/types';
import type { ShortStayWarning, StayPrice } from '@parkshare/shared/pricing/stay-prices';
import { parseMoney } from '@parkshare/shared/money';
import { WEEKDAYS, type DayOrEvent, type SettlementPeriod } from '@parkshare/shared/pricing/types';

type StayPricesModule = typeof stayPricesModule;

export interface DraftList {
  /** The edited list's id; none for a new list. */
  id?: string;
  isBasic: boolean;
  name: string;
  days: readonly DayOrEvent[];
  startHour: string;
  endHour: string;
  settlementPeriod: SettlementPeriod;
  /** As typed, in złoty. */
  firstPeriodPrice: string;
  nextPeriodPrice: string;
}

export type StayPreview =
  | { state: 'waiting' }
  | { state: 'never' }
  | { state: 'ready'; from: Date; isNow: boolean; prices: StayPrice[]; draftId: string; warnings: ShortStayWarning[] };

const DRAFT_ID = 'draft';

/**
 * What the preview stays (30 min, 1 h, 2 h, a day) will cost with the list as typed beside the parking's other
 * lists: from now for the basic list, from when the list next applies for any other (its effect is then).
 */
export function stayPreview(
  module: StayPricesModule,
  draft: DraftList,
  otherLists: readonly PriceList[],
  now: Date,
): StayPreview {
  const first = parseMoney(draft.firstPeriodPrice);
  const next = parseMoney(draft.nextPeriodPrice);
  if (first === null || next === null || (!draft.isBasic && draft.days.length === 0)) return { state: 'waiting' };
  const id = draft.id ?? DRAFT_ID;
  const list: PriceList = {
    id,
    name: draft.name,
    days: draft.isBasic ? WEEKDAYS : draft.days,
    startHour: draft.isBasic ? '00:00' : draft.startHour,
    endHour: draft.isBasic ? '00:00' : draft.endHour,
    settlementPeriod: draft.settlementPeriod,
    firstPeriodPrice: first,
    nextPeriodPrice: next,
    isBasic: draft.isBasic,
  };
  const priceLists = [...otherLists.filter((other) => other.id !== id), list];
  const from = module.nextStartWhenApplies(list, now);
  if (!from) return { state: 'never' };
  const prices = module.stayPrices({ priceLists, from, minutes: module.PREVIEW_STAY_MINUTES });
  if (prices.length === 0) return { state: 'waiting' };
  const warnings = module.shortStayWarnings({ list, priceLists, from });
  return { state: 'ready', from, isNow: from.getTime() === now.getTime(), prices, draftId: id, warnings };
}
