import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_UPLOAD } from '@parkshare/shared/images/limits';
import { messages } from '@parkshare/shared/validation/messages';
import { type DocumentNode, getOperationAST, GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createFetch } from '@whatwg-node/fetch';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { AppDeps } from '../app-deps';
import { AppError } from '../lib/errors';
import { mapSearchExecution } from '../modules/map/map.execute';
import { publicParkingExecution } from '../modules/public-parkings/public-parkings.execute';
import type { GraphQLContext } from '../schema/context';
import { operationNotes } from './operation-metrics';
import { getSchema } from './schema';

type ServerContext = Pick<GraphQLContext, 'deps' | 'meta' | 'loadViewer' | 'auth' | 'operation'>;

// 'Variable "$input" got invalid value 5 at "input.email"; ...' names the field: answer it like zod would.
const coercionAtField = /^Variable "\$\w+" got invalid value .*? at "(?:\w+\.)?([\w.[\]]+)"/s;
const wholeVariable = /^Variable "\$(\w+)" got invalid value /;

/** Error masking for every GraphQL answer; also used by the direct path (graphql-direct.ts) for a throwing hook. */
export function maskError(deps: AppDeps, error: unknown): GraphQLError {
  const original = error instanceof GraphQLError ? (error.originalError ?? undefined) : error;
  if (original instanceof AppError) {
    return new GraphQLError(original.message, {
      path: error instanceof GraphQLError ? error.path : undefined,
      extensions: original.extensions,
    });
  }
  if (error instanceof GraphQLError && (original === undefined || original instanceof GraphQLError)) {
    // Parse, validation and variable-coercion errors: the client's own mistake, safe to describe.
    // A scalar may word its own message (DateTime: the missing offset); otherwise the generic one. Such a scalar
    // as a whole variable (stayPrices(startAt: $startAt)) is keyed by the variable, named after its argument.
    const wording = original?.extensions.validationMessage;
    const field =
      coercionAtField.exec(error.message)?.[1] ??
      (typeof wording === 'string' ? wholeVariable.exec(error.message)?.[1] : undefined);
    if (field && !/is not defined by type/.test(error.message)) {
      const message = typeof wording === 'string' ? wording : messages.invalidValue;
      return new AppError('VALIDATION_FAILED', 'The given data was invalid.', {
        validation: { [field]: [message] },
      }).toGraphQL();
    }
    if (error.extensions.code) return error;
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      path: error.path,
      extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
    });
  }
  deps.log.error({ err: original ?? error }, 'unexpected error in GraphQL');
  deps.errors.capture(original ?? error);
  return new GraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

const disableIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/**
 * NODE_ENV=test only (config.ts refuses it elsewhere): the named operation fails the way an unexpected error in a
 * resolver does, through maskError, so that the error reporting journey has a real server failure to follow.
 */
function failingOperation(deps: AppDeps, name: string): Plugin {
  return {
    onExecute: ({ args, setResultAndStopExecution }) => {
      const { document, operationName } = args as { document: DocumentNode; operationName?: string | null };
      if (getOperationAST(document, operationName)?.name?.value !== name) return;
      const error = new Error(`TEST_FAILING_OPERATION: ${name} failed on purpose`);
      setResultAndStopExecution({ errors: [maskError(deps, error)] });
    },
  };
}

export function createGraphQLServer(deps: AppDeps) {
  const production = deps.config.isProduction;
  const armor = EnvelopArmorPlugin({
    // Introspection counts too (GraphiQL's own query is about 13 deep); our schema itself is shallow.
    maxDepth: { n: 15, ignoreIntrospection: false },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    maxTokens: { n: 1000 },
    costLimit: { maxCost: 5000 },
    blockFieldSuggestion: { enabled: production },
  });
  return createYoga<ServerContext>({
    schema: getSchema(),
    graphqlEndpoint: '/api/graphql',
    graphiql: !production,
    landingPage: false,
    logging: false,
    batching: false,
    // Same-origin only: the SPA is served by this process and /api/graphql answers no preflight (no OPTIONS route).
    // Off explicitly so that Yoga's path and the direct path (graphql-direct.ts) send the same headers.
    cors: false,
    // Only POST: queries by GET could be cached or logged with their variables by proxies.
    maskedErrors: { maskError: (error) => maskError(deps, error), isDev: false },
    plugins: [
      armor,
      ...(production ? [disableIntrospection] : []),
      ...(deps.config.testFailingOperation ? [failingOperation(deps, deps.config.testFailingOperation)] : []),
      publicParkingExecution(),
      mapSearchExecution(),
      operationNotes(),
    ],
    // Photo uploads (multipart): up to 10 files of 10 MB each plus the operation; the images service checks each file
    // and names the refused ones. Other bodies are JSON that Fastify has already limited to 1 MB.
    maxRequestBodySize: MAX_IMAGES_PER_UPLOAD * MAX_IMAGE_BYTES + 1024 * 1024,
    fetchAPI: createFetch({
      formDataLimits: {
        files: MAX_IMAGES_PER_UPLOAD * 2,
        fields: 4,
        fieldSize: 100_000,
        parts: MAX_IMAGES_PER_UPLOAD * 2 + 4,
      },
    }),
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
