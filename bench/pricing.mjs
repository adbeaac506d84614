// Issue 3 target: pricing a 30-day stay over 10 overlapping lists in under 1 ms. The engine is TypeScript in
// packages/shared; tsx loads it as it is, so the bench measures the same code the API will run.
import { tsImport } from 'tsx/esm/api';

const { quotePrice } = await tsImport('../packages/shared/src/pricing/quote-price.ts', import.meta.url);

const PERIODS = [
  'half_hour',
  'one_hour',
  'half_day_daytime',
  'half_day_nighttime',
  'full_day',
  'weekend',
  'week',
  'month',
];
const ALL_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'holiday', 'long_weekend', 'new_year'];

// Ten lists that all apply at the start (every day, around the clock), so each is priced over the whole stay.
function overlappingLists() {
  return Array.from({ length: 10 }, (_, i) => ({
    id: `list-${i}`,
    name: `List ${i}`,
    days: ALL_DAYS,
    startHour: '00:00',
    endHour: '00:00',
    settlementPeriod: PERIODS[i % PERIODS.length],
    firstPeriodPrice: 500 + i * 10,
    nextPeriodPrice: 400 + i * 10,
    isBasic: i === 0,
  }));
}

function measure(input, iterations) {
  for (let i = 0; i < 2000; i += 1) quotePrice(input); // warm-up: JIT and the holiday cache
  const started = process.hrtime.bigint();
  let amount = 0;
  for (let i = 0; i < iterations; i += 1) amount += quotePrice(input).amount;
  const micros = Number(process.hrtime.bigint() - started) / 1000 / iterations;
  return { micros, amount };
}

export async function benchPricing() {
  const lists = overlappingLists();
  const cases = [
    [
      '30-day stay, 10 overlapping lists',
      { priceLists: lists, from: new Date('2026-11-20T09:00:00Z'), to: new Date('2026-12-20T09:00:00Z') },
    ],
    [
      '30-day stay across DST, 10 lists',
      { priceLists: lists, from: new Date('2026-10-10T09:00:00Z'), to: new Date('2026-11-09T09:00:00Z') },
    ],
    [
      '2.5 h stay, 10 lists',
      { priceLists: lists, from: new Date('2026-11-23T09:00:00Z'), to: new Date('2026-11-23T11:30:00Z') },
    ],
  ];
  const rows = cases.map(([name, input]) => ({
    case: name,
    microsPerQuote: Number(measure(input, 20_000).micros.toFixed(2)),
  }));
  const main = rows[0].microsPerQuote;
  const example = quotePrice({
    priceLists: [
      {
        ...lists[1],
        id: 'basic',
        isBasic: true,
        settlementPeriod: 'one_hour',
        firstPeriodPrice: 500,
        nextPeriodPrice: 400,
      },
    ],
    from: new Date('2026-11-23T09:00:00Z'),
    to: new Date('2026-11-23T11:30:00Z'),
  });
  return {
    rows,
    checks: [
      {
        name: 'pricing a 30-day stay over 10 overlapping lists under 1 ms',
        ok: main < 1000,
        value: `${main} µs per quote`,
      },
      {
        name: 'issue example 10:00–12:30 on 5.00/4.00 per hour is 13.00 PLN',
        ok: example.amount === 1300,
        value: `${example.amount} grosze`,
      },
    ],
  };
}
