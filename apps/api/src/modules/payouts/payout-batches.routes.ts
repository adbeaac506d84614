import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { AppError, forbidden, unauthenticated } from '../../lib/errors';
import { bearerToken, sendAppError } from '../../lib/rest';
import { isAdmin } from '../../lib/viewer';
import { authenticate } from '../auth/sessions.service';
import { batchFileName, payoutBatch } from './payout-batches';
import { windows1250 } from './transfer-file';

// GET /api/admin/payout-batches/:batchId/file — a transfer file (decision 084) as the bank imports it: Elixir-O
// text in Windows-1250. Admins only; the same file gives the same bytes every time (its text is kept).

export function registerPayoutBatchRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.register(async (scope) => {
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof AppError) return sendAppError(reply.header('cache-control', 'no-store'), error);
      throw error;
    });
    scope.get<{ Params: { batchId: string } }>('/api/admin/payout-batches/:batchId/file', async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      const viewer = token ? await authenticate({ deps, token }) : null;
      if (!viewer) throw unauthenticated();
      if (!isAdmin(viewer.user)) throw forbidden();
      const batch = await payoutBatch(deps.db, request.params.batchId);
      const bytes = windows1250(batch.content);
      return reply
        .type('text/plain; charset=windows-1250')
        .header('content-disposition', `attachment; filename="${batchFileName(batch.number)}"`)
        .header('content-length', bytes.length)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    });
  });
}
