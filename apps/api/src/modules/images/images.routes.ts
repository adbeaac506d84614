import type { FastifyInstance } from 'fastify';
import { contentTypeOfKey } from './image-store';
import { imageStoreFor, type ImageStoreDeps } from './image-stores';

// Serves stored photos and thumbnails. Keys are random and a key's content never changes (an edit is a new
// upload with a new key), so browsers and proxies may keep them for a year without asking again.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET /api/images/:key — the file with its content type, or 404 for anything that is not a stored key. */
export function registerImageRoutes(app: FastifyInstance, deps: ImageStoreDeps): void {
  const store = imageStoreFor(deps);
  app.get<{ Params: { key: string } }>('/api/images/:key', async (request, reply) => {
    const { key } = request.params;
    // Only the generated shape (uuid[-thumb].webp) is looked up: no dots, slashes or other names reach the disk.
    const contentType = contentTypeOfKey(key);
    const file = contentType ? await store.get(key) : null;
    if (!contentType || !file) {
      return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not found.', code: 'NOT_FOUND' });
    }
    const etag = `"${key}"`;
    void reply.header('cache-control', IMMUTABLE).header('etag', etag).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) {
      file.stream.destroy();
      return reply.code(304).send();
    }
    return reply.type(contentType).header('content-length', file.bytes).send(file.stream);
  });
}
