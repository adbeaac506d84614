import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import { forbidden, unauthenticated } from '../lib/errors';
import { isAdmin } from '../modules/auth/viewer';
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
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new GraphQLError('Date must be YYYY-MM-DD');
    return value;
  },
});

builder.scalarType('DateTime', {
  description: 'An ISO-8601 instant',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
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
