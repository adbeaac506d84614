import type { GraphqlErrorLike } from '../graphql/request-error';

export type ErrorKind =
  | 'unauthenticated'
  | 'validation'
  | 'forbidden'
  | 'not-found'
  | 'too-many-requests'
  | 'email-not-verified'
  | 'graphql'
  | 'network'
  | 'unknown';

/** SPEC §8 in one shape: what went wrong, the server's (English) text, the HTTP-like status and field errors. */
export interface NormalizedError {
  kind: ErrorKind;
  message: string;
  status: number;
  fieldErrors: Record<string, string[]>;
}

export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const NETWORK_MESSAGE = 'Network error occurred.';
export const UNKNOWN_MESSAGE = 'Unknown error occurred.';

const codeKinds: Record<string, ErrorKind> = {
  UNAUTHENTICATED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not-found',
  TOO_MANY_REQUESTS: 'too-many-requests',
  EMAIL_NOT_VERIFIED: 'email-not-verified',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isGraphqlError(value: unknown): value is GraphqlErrorLike {
  return isRecord(value) && typeof value.message === 'string';
}

// Apollo puts errors of a non-2xx answer on networkError.result; the light client and Apollo's 200 answers
// put them on graphQLErrors. Both are read.
function graphqlErrorsOf(error: Record<string, unknown>): GraphqlErrorLike[] {
  const direct: unknown[] = Array.isArray(error.graphQLErrors) ? error.graphQLErrors : [];
  const network = isRecord(error.networkError) ? error.networkError : null;
  const fromResult: unknown[] =
    network && isRecord(network.result) && Array.isArray(network.result.errors) ? network.result.errors : [];
  return [...direct, ...fromResult].filter(isGraphqlError);
}

function fieldErrorsOf(extensions: Record<string, unknown> | undefined): Record<string, string[]> | null {
  const validation = extensions?.validation;
  if (!isRecord(validation)) {
    return null;
  }
  const entries = Object.entries(validation).map(([field, list]) => [
    field,
    (Array.isArray(list) ? list : [list]).filter((m): m is string => typeof m === 'string'),
  ]);
  return Object.fromEntries(entries) as Record<string, string[]>;
}

/** The one place that turns anything thrown by a GraphQL call into SPEC §8's catalogue rows. */
export function normalizeError(error: unknown): NormalizedError {
  if (!isRecord(error)) {
    return { kind: 'unknown', message: UNKNOWN_MESSAGE, status: 500, fieldErrors: {} };
  }
  const [first] = graphqlErrorsOf(error);
  if (first) {
    const code = typeof first.extensions?.code === 'string' ? first.extensions.code : '';
    const fieldErrors = fieldErrorsOf(first.extensions);
    if (first.message === UNAUTHENTICATED_MESSAGE || code === 'UNAUTHENTICATED') {
      return { kind: 'unauthenticated', message: UNAUTHENTICATED_MESSAGE, status: 401, fieldErrors: {} };
    }
    if (fieldErrors) {
      return { kind: 'validation', message: first.message, status: 422, fieldErrors };
    }
    return { kind: codeKinds[code] ?? 'graphql', message: first.message, status: 401, fieldErrors: {} };
  }
  if (error.networkError || error instanceof TypeError) {
    return { kind: 'network', message: NETWORK_MESSAGE, status: 500, fieldErrors: {} };
  }
  return { kind: 'unknown', message: UNKNOWN_MESSAGE, status: 500, fieldErrors: {} };
}
