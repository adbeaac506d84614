import type { ArgBuilder, ObjectRef } from '@pothos/core';
import type { Page } from '../lib/page';
import { builder } from './builder';

// The one page shape of every paged list (decision 064): `items` newest first and `nextCursor`, passed back as
// `after` for the next page (null on the last page). Every paged field takes the same arguments.

/** Arguments of a paged field: `first` (1 … 100, 50 by default) and `after` (a nextCursor). */
export const pageArgs = (t: ArgBuilder<GraphQLTypes>) => ({
  first: t.int({ description: 'How many items (1 … 100, 50 by default)' }),
  after: t.string({ description: 'The nextCursor of the previous page' }),
});

/**
 * `<Name>Page { items: [<Name>!]!, nextCursor: String }` for an object type; `order` says how the items run
 * (newest first unless a queue says otherwise).
 */
export function pageOf<T>(name: string, item: ObjectRef<GraphQLTypes, T>, order = 'newest first') {
  return builder.objectRef<Page<T>>(`${name}Page`).implement({
    description: `One page of ${name} items, ${order}; pass nextCursor as \`after\` for the next page.`,
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (page) => page.items }),
      nextCursor: t.exposeString('nextCursor', { nullable: true, description: 'Null on the last page' }),
    }),
  });
}

type GraphQLTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;
