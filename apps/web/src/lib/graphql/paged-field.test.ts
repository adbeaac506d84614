import { gql, InMemoryCache } from '@apollo/client';
import { buildSchema, getNamedType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import schemaText from '../../../../api/schema.graphql?raw';
import { pagedQueryFields } from './paged-field';

// Decision 064: "Load more" appends a further page where the field's cache policy merges it. A paged Query field
// without a policy would replace the list with its second page, so every one of them has a policy.

describe('paged fields in the Apollo cache', () => {
  it('has a policy for every paged Query field of the API', () => {
    const schema = buildSchema(schemaText);
    const paged = Object.values(schema.getQueryType()!.getFields())
      .filter((field) => {
        const type = getNamedType(field.type);
        return isObjectType(type) && Boolean(type.getFields().nextCursor);
      })
      .map((field) => field.name)
      .sort();
    expect(paged).toContain('myReservations');
    expect(Object.keys(pagedQueryFields).sort()).toEqual(paged);
  });

  it('appends a further page, lets a first page replace the list, and keeps each parking and tab apart', () => {
    const cache = new InMemoryCache({ typePolicies: { Query: { fields: pagedQueryFields } } });
    const query = gql`
      query ($parkingId: ID!, $live: Boolean, $after: String) {
        parkingReservations(parkingId: $parkingId, live: $live, after: $after) {
          items {
            id
          }
          nextCursor
        }
      }
    `;
    const page = (ids: string[], nextCursor: string | null) => ({
      parkingReservations: {
        __typename: 'ReservationPage',
        items: ids.map((id) => ({ __typename: 'Reservation', id })),
        nextCursor,
      },
    });
    const write = (variables: Record<string, unknown>, ids: string[], next: string | null) =>
      cache.writeQuery({ query, variables, data: page(ids, next) });
    const read = (variables: Record<string, unknown>) =>
      cache.readQuery<ReturnType<typeof page>>({ query, variables })?.parkingReservations.items.map((item) => item.id);

    write({ parkingId: 'p1', live: true }, ['a', 'b'], 'c1');
    write({ parkingId: 'p1', live: true, after: 'c1' }, ['c'], null);
    expect(read({ parkingId: 'p1', live: true })).toEqual(['a', 'b', 'c']);
    write({ parkingId: 'p1', live: false }, ['x'], null);
    write({ parkingId: 'p2', live: true }, ['y'], null);
    expect(read({ parkingId: 'p1', live: true })).toEqual(['a', 'b', 'c']);
    expect(read({ parkingId: 'p1', live: false })).toEqual(['x']);
    write({ parkingId: 'p1', live: true }, ['d'], 'c2');
    expect(read({ parkingId: 'p1', live: true })).toEqual(['d']);
  });

  it("keeps a driver's live reservations apart from the history, so asking for the live ones again keeps its pages", () => {
    const cache = new InMemoryCache({ typePolicies: { Query: { fields: pagedQueryFields } } });
    const query = gql`
      query ($live: Boolean, $after: String) {
        myReservations(live: $live, after: $after) {
          items {
            id
          }
          nextCursor
        }
      }
    `;
    const write = (variables: Record<string, unknown>, ids: string[], nextCursor: string | null) =>
      cache.writeQuery({
        query,
        variables,
        data: {
          myReservations: {
            __typename: 'ReservationPage',
            items: ids.map((id) => ({ __typename: 'Reservation', id })),
            nextCursor,
          },
        },
      });
    const read = (variables: Record<string, unknown>) =>
      cache
        .readQuery<{ myReservations: { items: { id: string }[] } }>({ query, variables })
        ?.myReservations.items.map((item) => item.id);

    write({ live: false }, ['old-1', 'old-2'], 'h1');
    write({ live: false, after: 'h1' }, ['old-3'], null);
    write({ live: true }, ['now', 'tomorrow'], null);
    write({ live: true }, ['tomorrow'], null);
    expect(read({ live: true })).toEqual(['tomorrow']);
    expect(read({ live: false })).toEqual(['old-1', 'old-2', 'old-3']);
  });
});
