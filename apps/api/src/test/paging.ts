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

/** A page size outside 1 … 100 and a cursor the API did not give are field errors on `first` and `after`. */
export async function expectPageArgumentsChecked(
  t: TestApp,
  query: string,
  { token, variables = {} }: { token: string; variables?: Record<string, unknown> },
): Promise<void> {
  const cursorOfNothing = Buffer.from(JSON.stringify(['not a time', 'nope'])).toString('base64url');
  for (const first of [0, 101, -1]) {
    expect(fieldErrors(await t.gql(query, { ...variables, first }, { token }))).toEqual({ first: ['Invalid value.'] });
  }
  for (const after of ['bm90IGEgY3Vyc29y', cursorOfNothing, 'x'.repeat(201)]) {
    expect(fieldErrors(await t.gql(query, { ...variables, after }, { token }))).toEqual({ after: ['Invalid value.'] });
  }
}
