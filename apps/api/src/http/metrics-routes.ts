import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics';
import { bearerToken } from '../lib/rest';

// Prometheus scrapes (decision 096), never on the open internet by default: with METRICS_TOKEN, /api/metrics on the
// main port answers a request bearing that token and 401 any other; without it, 404 like any unknown /api path.
// With METRICS_PORT, the metrics alone answer on 127.0.0.1 of that port, for a scraper on the same machine.

const digest = (value: string) => createHash('sha256').update(value).digest();

/** GET /api/metrics behind `Authorization: Bearer <token>`; registered only when a token is configured. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | null): void {
  if (!token) return;
  const expected = digest(token);
  app.get('/api/metrics', async (request, reply) => {
    const given = bearerToken(request.headers.authorization);
    // Compared as digests of equal length, in constant time: the answer's timing says nothing of the token.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .header('cache-control', 'no-store')
        .send({ code: 'UNAUTHENTICATED', message: 'The metrics need the bearer token of METRICS_TOKEN.' });
    }
    const { body, contentType } = await metrics.render();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}

/** The metrics alone on 127.0.0.1:port (any path): for a scraper on the same machine, no token. */
export async function startMetricsServer(metrics: Metrics, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    metrics.render().then(
      ({ body, contentType }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
