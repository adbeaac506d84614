import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NOT_BUILT = 'Web app not built — run npm run build';

/** Serves the built SPA: hashed assets cached for a year, index.html and sw.js never; history fallback. */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  if (existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      // The web build writes .br and .gz beside each asset (apps/web/scripts/compress.mjs).
      preCompressed: true,
      // Our own Cache-Control below; the plugin's default (max-age=0) would otherwise replace it.
      cacheControl: false,
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(webDist, 'assets')}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.get('/', async (request, reply) => sendIndex(request, reply, webDist));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/') || path === '/dev' || path.startsWith('/dev/');
    const wantsHtml =
      (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (!isApi && wantsHtml) return sendIndex(request, reply, webDist);
    return reply.code(404).send({ message: 'Not found.' });
  });
}

async function sendIndex(_request: FastifyRequest, reply: FastifyReply, webDist: string) {
  const file = join(webDist, 'index.html');
  try {
    const html = await readFile(file);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  } catch {
    return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
  }
}
