import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import { messages } from '@parkshare/shared/validation/messages';
import { parseInstant } from '@parkshare/shared/validation/instant';
import { forbidden, unauthenticated } from '../lib/errors';
import { isAdmin } from '../lib/viewer';
import type { GraphQLContext } from './context';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { public: boolean; authenticated: boolean; admin: boolean };
  Scalars: {
    Date: { Input: string; Output: string };
    DateTime: { Input: Date; Output: Date };
    // A file of a GraphQL multipart request (Yoga parses it); input only.
    File: { Input: File; Output: never };
  };
  // Inputs are nullable so that zod, not GraphQL, answers a missing field under the field's name.
  DefaultInputFieldRequiredness: false;
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: async (context) => {
      const viewer = await context.loadViewer();
      return { public: true, authenticated: viewer !== null, admin: viewer !== null && isAdmin(viewer.user) };
    },
    unauthorizedError: (_parent, context) => (context.auth.viewer ? forbidden() : unauthenticated()),
  },
});

builder.queryType({});
builder.mutationType({});

builder.scalarType('Date', {
  description: 'A calendar date, YYYY-MM-DD',
  serialize: (value) => value,
  parseValue: (value) => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      throw new GraphQLError('Date must be YYYY-MM-DD');
    }
    return value;
  },
});

builder.scalarType('DateTime', {
  description: "An instant: an ISO-8601 date and time with its offset ('Z' or ±HH:MM), e.g. 2026-11-25T10:00:00+01:00",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = parseInstant(value);
    // The field's validation message (yoga.ts maskError keys it by the field): a time without its offset is
    // ambiguous, a date that does not exist (30 February) is not quietly moved to another day (decision 063).
    if (!date) {
      throw new GraphQLError('DateTime must be an ISO-8601 date and time with its offset', {
        extensions: { validationMessage: messages.instantOffset },
      });
    }
    return date;
  },
});

export const StatusPayload = builder.objectRef<{ status: string }>('StatusPayload').implement({
  fields: (t) => ({ status: t.exposeString('status') }),
});

export const TokenPayload = builder.objectRef<{ token: string }>('TokenPayload').implement({
  fields: (t) => ({ token: t.exposeString('token') }),
});

export const ok = { status: 'ok' } as const;
