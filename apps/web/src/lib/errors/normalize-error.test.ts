import { describe, expect, it } from 'vitest';
import { GraphqlRequestError } from '../graphql/request-error';
import { normalizeError } from './normalize-error';

describe('normalizeError (SPEC §8)', () => {
  it("recognises 'Unauthenticated.'", () => {
    expect(normalizeError(new GraphqlRequestError([{ message: 'Unauthenticated.' }])).kind).toBe('unauthenticated');
  });

  it('turns a validation extension into field errors with status 422', () => {
    const error = new GraphqlRequestError([
      {
        message: 'The given data was invalid.',
        extensions: { validation: { email: ['Invalid email format.'], password: ['This field is required.'] } },
      },
    ]);
    expect(normalizeError(error)).toEqual({
      kind: 'validation',
      message: 'The given data was invalid.',
      status: 422,
      fieldErrors: { email: ['Invalid email format.'], password: ['This field is required.'] },
    });
  });

  it('maps the error codes', () => {
    const coded = (code: string) => new GraphqlRequestError([{ message: 'x', extensions: { code } }]);
    expect(normalizeError(coded('FORBIDDEN')).kind).toBe('forbidden');
    expect(normalizeError(coded('NOT_FOUND')).kind).toBe('not-found');
    expect(normalizeError(coded('TOO_MANY_REQUESTS')).kind).toBe('too-many-requests');
    expect(normalizeError(coded('EMAIL_NOT_VERIFIED')).kind).toBe('email-not-verified');
  });

  it('keeps the first message of another GraphQL error with status 401', () => {
    const error = new GraphqlRequestError([{ message: 'Invalid email address or password.' }, { message: 'second' }]);
    expect(normalizeError(error)).toMatchObject({
      kind: 'graphql',
      message: 'Invalid email address or password.',
      status: 401,
    });
  });

  it('reads Apollo errors of a non-2xx answer from networkError.result', () => {
    const apolloLike = { graphQLErrors: [], networkError: { result: { errors: [{ message: 'Unauthenticated.' }] } } };
    expect(normalizeError(apolloLike).kind).toBe('unauthenticated');
  });

  it("says 'Network error occurred.' and 'Unknown error occurred.' otherwise", () => {
    expect(normalizeError(new GraphqlRequestError([], new TypeError('Failed to fetch')))).toMatchObject({
      kind: 'network',
      message: 'Network error occurred.',
      status: 500,
    });
    expect(normalizeError(new TypeError('Failed to fetch')).kind).toBe('network');
    expect(normalizeError('boom')).toMatchObject({ kind: 'unknown', message: 'Unknown error occurred.', status: 500 });
    expect(normalizeError(new Error('boom')).kind).toBe('unknown');
  });
});
