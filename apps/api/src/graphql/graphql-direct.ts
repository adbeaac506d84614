import type { FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { type GraphQLParams, processRegularResult } from 'graphql-yoga';
import type { AppDeps } from '../app-deps';
import { sharedMapAnswerBody } from '../modules/map/map.execute';
import type { GraphQLContext } from '../schema/context';
import { type GraphQLServer, maskError } from './yoga';

// The hot path of /api/graphql (decision 030). Fastify has already parsed the JSON body, so a plain JSON POST skips
// Yoga's Fetch-API layer (a Request built from the Node request, a body re-read, a Response streamed back) and goes
// straight to Yoga's own operation pipeline: its params check, envelop (parser and validation cache, graphql-armor,
// introspection rule, masked errors) and its JSON result processor. Anything else (GraphiQL, other Accept values,
// batches, bodies without a query) still takes Yoga's full HTTP path, so its answers stay exactly Yoga's.

type JsonMediaType = 'application/json' | 'application/graphql-response+json';

// The Accept values Yoga answers with one JSON document, and the type it picks for each (application/json for */*).
const acceptedMediaTypes = new Map<string, JsonMediaType>([
  ['', 'application/json'],
  ['*/*', 'application/json'],
  ['application/json', 'application/json'],
  ['application/graphql-response+json', 'application/graphql-response+json'],
]);

const paramNames = new Set(['query', 'operationName', 'variables', 'extensions']);

export interface DirectOperation {
  params: GraphQLParams;
  mediaType: JsonMediaType;
  /** The client takes gzip (every browser does): a shared map answer is then sent compressed once for all. */
  acceptsGzip: boolean;
}

export interface DirectAnswer {
  status: number;
  headers: Record<string, string>;
  /** A Buffer when the answer's JSON is shared by several requests (map search, decision 051). */
  body: string | Buffer;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The operation when Yoga would answer this request with one JSON document; null sends it down Yoga's own path. */
export function directOperation(request: FastifyRequest): DirectOperation | null {
  if (request.method !== 'POST') return null;
  const mediaType = acceptedMediaTypes.get((request.headers.accept ?? '').replace(/\s/g, '').toLowerCase());
  const body = request.body;
  if (!mediaType || !isRecord(body) || typeof body.query !== 'string') return null;
  // Unknown or mistyped parameters: Yoga's path words the 400 for them.
  for (const key of Object.keys(body)) if (!paramNames.has(key) && body[key] != null) return null;
  const { query, operationName, variables, extensions } = body;
  if (operationName != null && typeof operationName !== 'string') return null;
  if ((variables != null && !isRecord(variables)) || (extensions != null && !isRecord(extensions))) return null;
  const acceptsGzip = /(^|[\s,])gzip(?![^,]*;\s*q=0(\.0*)?\s*(,|$))/i.test(
    String(request.headers['accept-encoding'] ?? ''),
  );
  return {
    params: {
      query,
      operationName: operationName ?? undefined,
      variables: variables ?? undefined,
      extensions: extensions ?? undefined,
    },
    mediaType,
    acceptsGzip,
  };
}

export function createDirectExecutor(yoga: GraphQLServer, deps: AppDeps) {
  // Yoga puts a Request into the context; its plugins only read the method (mutations are refused over GET), and
  // our resolvers read the caller from `meta`, never from it. One stand-in serves every direct request.
  const standIn = new yoga.fetchAPI.Request('http://localhost/api/graphql', { method: 'POST' });
  return async function executeDirect(operation: DirectOperation, context: GraphQLContext): Promise<DirectAnswer> {
    let result;
    try {
      result = await yoga.getResultForParams({ params: operation.params, request: standIn }, context);
    } catch (error) {
      // A throwing onParams/onExecutionResult hook: Yoga's handler masks it into the answer the same way.
      result = { errors: [maskError(deps, error)] };
    }
    // A map search answer shared by the requests of one read: its JSON written once, sent as the same bytes.
    const shared = sharedMapAnswerBody(result, operation.acceptsGzip);
    if (shared) {
      const headers: Record<string, string> = {
        'content-type': `${operation.mediaType}; charset=utf-8`,
        vary: 'accept-encoding',
      };
      if (shared.encoding) headers['content-encoding'] = shared.encoding;
      return { status: 200, headers, body: shared.body };
    }
    const response = processRegularResult(
      result ?? { errors: [new GraphQLError('Unexpected error.')] },
      yoga.fetchAPI,
      operation.mediaType,
    );
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      headers[key] = value;
    });
    return { status: response.status, headers, body: await response.text() };
  };
}
