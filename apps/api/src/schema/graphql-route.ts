import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { createContext } from './context';
import { createDirectExecutor, directOperation } from './graphql-direct';
import { createGraphQLServer } from './yoga';

/** Mounts Yoga at /api/graphql; the request's IP and bearer token become the GraphQL context. */
export function registerGraphQLRoute(app: FastifyInstance, deps: AppDeps): void {
  const yoga = createGraphQLServer(deps);
  const executeDirect = createDirectExecutor(yoga, deps);
  // Scoped to this route: Yoga reads multipart bodies (GraphQL multipart request spec, photo uploads) itself,
  // streaming them with its own limits (yoga.ts), so Fastify leaves the stream unread here. The direct path
  // below only takes parsed JSON, so a multipart request always goes through Yoga.
  void app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => {
      done(null, undefined);
    });
    registerRoute(scope, deps, yoga, executeDirect);
  });
}

function registerRoute(
  app: FastifyInstance,
  deps: AppDeps,
  yoga: ReturnType<typeof createGraphQLServer>,
  executeDirect: ReturnType<typeof createDirectExecutor>,
): void {
  app.route({
    url: '/api/graphql',
    // GET only for GraphiQL in development: queries in URLs end up in proxy logs.
    method: deps.config.isProduction ? ['POST'] : ['GET', 'POST'],
    handler: async (request, reply) => {
      const context = createContext(deps, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }, request.headers.authorization);
      const operation = directOperation(request);
      if (operation) {
        const answer = await executeDirect(operation, context);
        return reply.status(answer.status).headers(answer.headers).send(answer.body);
      }
      const response = await yoga.handleNodeRequestAndResponse(request, reply, context);
      response.headers.forEach((value, key) => {
        void reply.header(key, value);
      });
      void reply.status(response.status);
      // One buffered write: piping Yoga's body stream cost a chunked response and several writev calls per request.
      // Our answers are single JSON documents or GraphiQL's page (no subscriptions over this route), so nothing streams.
      return reply.send(await response.text());
    },
  });
}
