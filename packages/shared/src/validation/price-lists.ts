import { z } from 'zod/mini';
import { parseMoney } from '../money';
import { CALENDAR_EVENTS, SETTLEMENT_PERIODS, WEEKDAYS } from '../pricing/types';
import type { DayOrEvent, SettlementPeriod } from '../pricing/types';
import { NAME_MAX_LENGTH, requiredString } from './fields';
import { formatMessage, messages } from './messages';
import { messageAmount, MIN_PRICE, PRICE_FIELDS, PRICE_LIMITS } from './price-limits';

// Price lists and cyclic unavailability (issue 3, SPEC §3). The API and the forms use these schemas; the forms
// type prices in złoty and reach the same integer-grosze rule through `priceListFormInput`.

/** Highest price of any period (a month's limit, price-limits.ts): 20 000 PLN in grosze. */
export const MAX_PRICE = Math.max(...Object.values(PRICE_LIMITS).map((limit) => limit.max));
export const DAYS_AND_EVENTS: readonly DayOrEvent[] = [...WEEKDAYS, ...CALENDAR_EVENTS];
/** What the basic list stores: every weekday, around the clock (SPEC §9 "applies around the clock"). */
export const BASIC_PRICE_LIST_HOURS = { days: [...WEEKDAYS], startHour: '00:00', endHour: '00:00' } as const;

const ID_MAX_LENGTH = 64;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:MM', 00:00–23:59. */
export const clockTime = z
  .string({ error: messages.required })
  .check(z.trim(), z.minLength(1, messages.required), z.regex(CLOCK_TIME, messages.invalidTime));

/** An hour that may be left out (null or omitted becomes undefined); when given it must be a valid 'HH:MM'. */
const optionalClockTime = z.pipe(
  z.optional(z.nullable(clockTime)),
  z.transform((value: string | null | undefined) => value ?? undefined),
);

// Duplicates are dropped and the order is the calendar's, so one set of days is stored one way.
const dayOrEvent = z.enum([...WEEKDAYS, ...CALENDAR_EVENTS], { error: messages.invalidValue });
const daysAndEvents = z.pipe(
  z
    .array(dayOrEvent, { error: messages.invalidValue })
    .check(z.maxLength(DAYS_AND_EVENTS.length * 4, messages.invalidValue)),
  z.transform((days: DayOrEvent[]) => DAYS_AND_EVENTS.filter((day) => days.includes(day))),
);
const atLeastOneDay = daysAndEvents.check(z.minLength(1, messages.daysRequired));

// The highest price depends on the period, so the objects below check it (pricesFitPeriod).
const grosze = z.number({ error: messages.nonNegativeInteger }).check(
  z.int({ error: messages.nonNegativeInteger }),
  z.gte(0, messages.nonNegativeInteger),
  z.refine(
    (value: number) => value < 0 || value >= MIN_PRICE,
    formatMessage('priceTooLow', { min: messageAmount(MIN_PRICE) }),
  ),
);

// Each period has its own highest price (decision 068): 99 999 PLN may be a price for a month, never for an hour.
// It runs even when other fields failed, so every wrong price is named at once; an unknown period takes the
// highest limit of all.
const pricesFitPeriod = z.superRefine(
  (value: Record<string, unknown>, context) => {
    const period = value.settlementPeriod;
    const max =
      typeof period === 'string' && Object.hasOwn(PRICE_LIMITS, period)
        ? PRICE_LIMITS[period as SettlementPeriod].max
        : MAX_PRICE;
    for (const field of PRICE_FIELDS) {
      const price = value[field];
      if (typeof price === 'number' && Number.isInteger(price) && price > max) {
        context.issues.push({
          code: 'custom',
          input: price,
          path: [field],
          message: formatMessage('priceTooHigh', { max: messageAmount(max) }),
        });
      }
    }
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/** A price typed in złoty ("5,50") becoming grosze, with the API's bounds. */
export const moneyText = z.pipe(
  z.pipe(
    z.string({ error: messages.required }).check(
      z.trim(),
      z.minLength(1, messages.required),
      z.refine((value: string) => parseMoney(value) !== null, messages.invalidMoney),
    ),
    z.transform((value: string) => parseMoney(value) as number),
  ),
  grosze,
);

const settlementPeriod = z.enum(SETTLEMENT_PERIODS, { error: messages.invalidValue });
const id = requiredString(ID_MAX_LENGTH);

/**
 * A price list as the API takes it. Days may be empty and the hours left out only for the basic list (the
 * parking's first), which the service decides: it stores the basic list as every day 00:00–00:00 whatever is
 * sent (hours that are sent must still be valid), and names each missing one for any other list.
 */
export const priceListInput = z
  .object({
    parkingId: id,
    name: requiredString(NAME_MAX_LENGTH),
    // Optional here because the basic list has no use for them; the service requires them for every other list.
    days: z.pipe(
      z.optional(z.nullable(daysAndEvents)),
      z.transform((days: DayOrEvent[] | null | undefined) => days ?? []),
    ),
    startHour: optionalClockTime,
    endHour: optionalClockTime,
    settlementPeriod,
    firstPeriodPrice: grosze,
    nextPeriodPrice: grosze,
  })
  .check(pricesFitPeriod);
export type PriceListInput = z.input<typeof priceListInput>;
export type PriceListData = z.output<typeof priceListInput>;

/** The price creator's form: prices typed in złoty; `isBasic` (not sent) lifts the days rule for the first list. */
export const priceListFormInput = z
  .object({
    isBasic: z.boolean(),
    name: requiredString(NAME_MAX_LENGTH),
    days: daysAndEvents,
    startHour: clockTime,
    endHour: clockTime,
    settlementPeriod,
    firstPeriodPrice: moneyText,
    nextPeriodPrice: moneyText,
  })
  .check(
    z.refine((value: { isBasic: boolean; days: readonly DayOrEvent[] }) => value.isBasic || value.days.length > 0, {
      message: messages.daysRequired,
      path: ['days'],
    }),
    pricesFitPeriod,
  );
export type PriceListFormValues = z.input<typeof priceListFormInput>;
export type PriceListFormData = z.output<typeof priceListFormInput>;

/** Cyclic unavailability: an end before the start crosses midnight, equal start and end close the whole day. */
export const unavailabilityInput = z.object({
  parkingId: id,
  name: requiredString(NAME_MAX_LENGTH),
  days: atLeastOneDay,
  startTime: clockTime,
  endTime: clockTime,
});
export type UnavailabilityInput = z.input<typeof unavailabilityInput>;
export type UnavailabilityData = z.output<typeof unavailabilityInput>;

/** The unavailability form: the same fields without the parking, which the route gives. */
export const unavailabilityFormInput = z.object({
  name: requiredString(NAME_MAX_LENGTH),
  days: atLeastOneDay,
  startTime: clockTime,
  endTime: clockTime,
});
export type UnavailabilityFormValues = z.input<typeof unavailabilityFormInput>;

/** Longest stay a quote prices: one year. */
export const MAX_STAY_MS = 366 * 86_400_000;

const instant = z
  .date({ error: messages.invalidDate })
  .check(z.refine((value: Date) => !Number.isNaN(value.getTime()), messages.invalidDate));

/** A price question for one spot: [startAt, endAt), at most a year long. */
export const quotePriceInput = z.object({ parkingId: id, spotId: id, startAt: instant, endAt: instant }).check(
  z.refine((value: { startAt: Date; endAt: Date }) => value.endAt.getTime() > value.startAt.getTime(), {
    message: messages.endAfterStart,
    path: ['endAt'],
  }),
  z.refine((value: { startAt: Date; endAt: Date }) => value.endAt.getTime() - value.startAt.getTime() <= MAX_STAY_MS, {
    message: messages.stayTooLong,
    path: ['endAt'],
  }),
);
export type QuotePriceInput = z.input<typeof quotePriceInput>;
