import type { FastifyInstance } from 'fastify';
import { contentTypeOfKey } from '../images/image-store';
import { privateImageStoreFor, type ImageStoreDeps } from '../images/image-stores';
import { ticketPhotoUrlSeconds } from './ticket-photo-urls';

/**
 * GET /api/ticket-photos/:key?exp=…&sig=… — a ticket's photo, for the holder of a URL Ticket.photos signed
 * (ticket-photo-urls.ts). Kept only by the browser that asked (private) until the URL expires. A forged, altered
 * or expired URL, a missing part and an unknown key all answer the same 404: nothing tells which photos exist.
 */
export function registerTicketPhotoRoutes(app: FastifyInstance, deps: ImageStoreDeps): void {
  const { config } = deps;
  const store = privateImageStoreFor(deps);
  app.get<{ Params: { key: string }; Querystring: Record<string, unknown> }>(
    '/api/ticket-photos/:key',
    async (request, reply) => {
      const { key } = request.params;
      const seconds = ticketPhotoUrlSeconds(config, { key, exp: request.query.exp, sig: request.query.sig });
      // Only a signed key of the generated shape is looked up: nothing else reaches the disk.
      const contentType = seconds === null ? null : contentTypeOfKey(key);
      const file = contentType ? await store.get(key) : null;
      if (seconds === null || !contentType || !file) {
        return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not found.', code: 'NOT_FOUND' });
      }
      return reply
        .type(contentType)
        .header('cache-control', `private, max-age=${seconds}`)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .header('content-length', file.bytes)
        .send(file.stream);
    },
  );
}
