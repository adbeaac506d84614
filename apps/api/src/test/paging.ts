import { expect } from 'vitest';
import { fieldErrors, type GraphQLResponse, type TestApp } from './app';

// Paging through a paged list field (decision 064) in tests. The query names the paged field `page` and takes
// `$first: Int` and `$after: String`, e.g.
// `query($first: Int, $after: String) { page: myReservations(first: $first, after: $after) { items { id } nextCursor } }`.

interface PageData<T> {
  page: { items: T[]; nextCursor: string | null };
}

/** Every item of the list, a page of `first` at a time (the default when undefined), and how many pages it took. */
export async function everyPage<T>(
  t: TestApp,
  query: string,
  { token, first, variables = {} }: { token: string; first?: number; variables?: Record<string, unknown> },
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const result: GraphQLResponse<PageData<T>> = await t.gql<PageData<T>>(
      query,
      { ...variables, first, after },
      { token },
    );
    const page = result.data?.page;
    if (!page) throw new Error(JSON.stringify(result.errors));
    items.push(...page.items);
    after = page.nextCursor;
    pages += 1;
  } while (after && pages < 100);
  return { items, pages };
}

const cursorOf = (at: string, id = '00000000-0000-4000-8000-000000000000') =>
  Buffer.from(JSON.stringify([at, id])).toString('base64url');

/**
 * Times a cursor cannot hold: Date.parse takes most of them, PostgreSQL takes none as a timestamptz (it would
 * answer with an error, a 500, where the client deserves a field error).
 */
export const FORGED_CURSOR_TIMES = [
  '0',
  '1',
  'March 7',
  '12/31/99 99:00',
  '2026-03-07T10:00:00Z',
  '2026-13-01 10:00:00+00',
  '2026-02-30 10:00:00+00',
  '2026-03-07 24:00:00+00',
  '2026-03-07 10:00:00+16',
  '0000-01-01 00:00:00+00',
];

/** A page size outside 1 … 100 and a cursor the API did not give are field errors on `first` and `after`. */
export async function expectPageArgumentsChecked(
  t: TestApp,
  query: string,
  { token, variables = {} }: { token: string; variables?: Record<string, unknown> },
): Promise<void> {
  for (const first of [0, 101, -1]) {
    expect(fieldErrors(await t.gql(query, { ...variables, first }, { token }))).toEqual({ first: ['Invalid value.'] });
  }
  const forged = [
    'bm90IGEgY3Vyc29y',
    cursorOf('not a time', 'nope'),
    'x'.repeat(201),
    ...FORGED_CURSOR_TIMES.map((at) => cursorOf(at)),
  ];
  for (const after of forged) {
    expect(fieldErrors(await t.gql(query, { ...variables, after }, { token })), after).toEqual({
      after: ['Invalid value.'],
    });
  }
  // A time as PostgreSQL prints it is a cursor, wherever it points.
  for (const at of ['2026-03-07 10:00:00+00', '2026-03-07 10:00:00.123456+01', '1999-12-31 23:59:59.5-03:30']) {
    expect((await t.gql(query, { ...variables, after: cursorOf(at) }, { token })).errors, at).toBeUndefined();
  }
}
