// The pricing engine's vocabulary. Shapes are plain data so the API (GraphQL) and the price-creator screen can
// reuse them as they are; money is always integer grosze (ARCHITECTURE: never floats).

/** Weekdays as the price creator lists them, Monday first (Polish week). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Calendar events a list can be limited to (SPEC §9 "days and events"); see calendar.ts for definitions. */
export const CALENDAR_EVENTS = ['holiday', 'long_weekend', 'new_year'] as const;
export type CalendarEvent = (typeof CALENDAR_EVENTS)[number];

export type DayOrEvent = Weekday | CalendarEvent;

/** Settlement periods of SPEC §9, in the order the price creator offers them. */
export const SETTLEMENT_PERIODS = [
  'half_hour',
  'one_hour',
  'half_day_daytime',
  'half_day_nighttime',
  'full_day',
  'weekend',
  'week',
  'month',
] as const;
export type SettlementPeriod = (typeof SETTLEMENT_PERIODS)[number];

/** Local wall-clock time 'HH:MM' (00:00–23:59) in the parking's time zone. */
export type ClockTime = string;

export interface PriceList {
  id: string;
  name: string;
  /** The list applies when the stay starts on one of these days or events (any of them is enough). */
  days: ReadonlySet<DayOrEvent> | readonly DayOrEvent[];
  /** Start of the daily window; an end before the start crosses midnight, equal means around the clock. */
  startHour: ClockTime;
  endHour: ClockTime;
  settlementPeriod: SettlementPeriod;
  /** Integer grosze. */
  firstPeriodPrice: number;
  /** Integer grosze, charged for every further started period. */
  nextPeriodPrice: number;
  /** The parking's basic list: applies around the clock on every day, whatever its days and hours say. */
  isBasic: boolean;
}

export interface QuoteInput {
  priceLists: readonly PriceList[];
  /** Start of the stay (inclusive). */
  from: Date;
  /** End of the stay (exclusive). */
  to: Date;
  /** IANA zone of the parking; days, events and hours are evaluated there. */
  timeZone?: string;
}

/**
 * One receipt line. The first period is one line; all further periods are one line with their count, so a
 * 30-day stay billed per half hour is two lines, not 1440 (the screen shows "1439 × 4.00 PLN").
 */
export interface BreakdownLine {
  kind: 'first' | 'next';
  /** Start of the first period of this line. */
  start: Date;
  /** End of the last period of this line; may lie after the stay's end, since a started period is billed whole. */
  end: Date;
  periods: number;
  /** Price of one period of this line, integer grosze. */
  unitPrice: number;
  /** periods × unitPrice, integer grosze. */
  price: number;
}

export interface Quote {
  /** Integer grosze; equals the sum of the breakdown prices. */
  amount: number;
  currency: 'PLN';
  priceListId: string;
  breakdown: BreakdownLine[];
}

export type PricingErrorCode =
  'INVALID_STAY' | 'NO_APPLICABLE_PRICE_LIST' | 'INVALID_PRICE_LIST' | 'INVALID_TIME_ZONE' | 'AMOUNT_TOO_LARGE';

/** Thrown for inputs the engine cannot price; `code` is stable for the API to map to its error catalogue. */
export class PricingError extends Error {
  constructor(
    readonly code: PricingErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PricingError';
  }
}
