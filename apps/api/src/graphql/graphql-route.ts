import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { GraphQLContext } from '../schema/context';
import { ownRequestOrigin } from '../lib/origins';
import { currentRequest } from '../lib/request-context';
import { createContext } from './create-context';
import { operationLabel } from './operation-metrics';
import { createDirectExecutor, directOperation } from './graphql-direct';
import { createGraphQLServer } from './yoga';

/** Mounts Yoga at /api/graphql; the request's IP and bearer token become the GraphQL context. */
export function registerGraphQLRoute(app: FastifyInstance, deps: AppDeps): void {
  const yoga = createGraphQLServer(deps);
  const executeDirect = createDirectExecutor(yoga, deps);
  // Open event streams never finish by themselves: on shutdown they are ended so that the server can close.
  const streams = new Set<FastifyReply>();
  app.addHook('preClose', (done) => {
    for (const reply of streams) reply.raw.end();
    streams.clear();
    done();
  });
  // Scoped to this route: Yoga reads multipart bodies (GraphQL multipart request spec, photo uploads) itself,
  // streaming them with its own limits (yoga.ts), so Fastify leaves the stream unread here. The direct path
  // below only takes parsed JSON, so a multipart request always goes through Yoga.
  void app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => {
      done(null, undefined);
    });
    registerRoute(scope, deps, yoga, executeDirect, streams);
  });
}

function registerRoute(
  app: FastifyInstance,
  deps: AppDeps,
  yoga: ReturnType<typeof createGraphQLServer>,
  executeDirect: ReturnType<typeof createDirectExecutor>,
  streams: Set<FastifyReply>,
): void {
  app.route({
    url: '/api/graphql',
    // GET only for GraphiQL in development: queries in URLs end up in proxy logs.
    method: deps.config.isProduction ? ['POST'] : ['GET', 'POST'],
    handler: async (request, reply) => {
      const context = createContext(
        deps,
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          origin: deps.config.publicUrlSet
            ? undefined
            : (ownRequestOrigin(deps.config.host, deps.config.port, request.headers.host) ?? undefined),
        },
        request.headers.authorization,
      );
      // Reported errors name the operation they failed in.
      const operationName = (request.body as { operationName?: unknown } | undefined)?.operationName;
      const running = currentRequest();
      if (running && typeof operationName === 'string') running.operationName = operationName.slice(0, 100);
      // Counted when the answer is ready (a subscription: when its stream opens), by the operation's bounded name.
      const started = performance.now();
      try {
        return await answer(request, reply, context);
      } finally {
        deps.metrics.graphqlRequest(
          operationLabel(context.operation, request.body),
          context.operation.outcome,
          (performance.now() - started) / 1000,
        );
      }
    },
  });

  async function answer(request: FastifyRequest, reply: FastifyReply, context: GraphQLContext) {
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
    // Subscriptions (and anything asked for with `accept: text/event-stream`) stream: Fastify pipes Yoga's body
    // and cancels it when the client goes away, which ends the subscription and its event listener.
    if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
      streams.add(reply);
      reply.raw.once('close', () => streams.delete(reply));
      return reply.send(response.body);
    }
    // One buffered write: piping Yoga's body stream cost a chunked response and several writev calls per request.
    // Every other answer is a single JSON document or GraphiQL's page.
    return reply.send(await response.text());
  }
}
