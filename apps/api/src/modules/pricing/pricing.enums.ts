import { CALENDAR_EVENTS, SETTLEMENT_PERIODS, WEEKDAYS } from '@parkshare/shared/pricing/types';
import { builder } from '../../schema/builder';

// The engine's vocabulary as GraphQL enums, values spelled as stored (mon…sun, holiday, one_hour, …).

export const DayOrEventEnum = builder.enumType('DayOrEvent', {
  description:
    'A weekday or a calendar event of the Polish calendar: holiday (public holiday), long_weekend (every day of ' +
    '3+ consecutive Saturdays, Sundays and holidays), new_year (31 Dec and 1 Jan).',
  values: [...WEEKDAYS, ...CALENDAR_EVENTS] as const,
});

export const SettlementPeriodEnum = builder.enumType('SettlementPeriod', {
  description:
    'How a stay is counted: half_hour, one_hour, half_day_daytime / half_day_nighttime (12 h; the creator ' +
    'suggests 08:00–20:00 / 20:00–08:00 hours), full_day (24 h), weekend (48 h), week, month (calendar month).',
  values: SETTLEMENT_PERIODS,
});
