import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { AppError, tooManyRequests, unauthenticated } from '../../lib/errors';
import type { RateLimitRule } from '../../lib/rate-limiter';
import { bearerToken, sendAppError } from '../../lib/rest';
import { authenticate } from '../auth/sessions.service';
import { ownInvoiceDocument, ownPaymentDocument, type KsefLookup, type OwnDocument } from './documents.service';
import { renderDocument } from './pdf';

// GET /api/documents/payments/:paymentId — the receipt or VAT invoice of one of the caller's succeeded payments;
// GET /api/documents/invoices/:invoiceId — one of the caller's invoices of any kind (monthly, correction, sale).
// Drawn on every request from the rows (no stored files to keep in step with the database): an invoice is fixed
// when issued (decision 083) and a receipt comes from the order's snapshot, so a document is the same byte for byte.

/** Drawing a PDF costs tens of milliseconds of CPU: a person downloads a few, a script may not loop on it. */
export const DOCUMENT_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 60 };

/** `ksefOf`: the KSeF module's lookup of an invoice's KSeF marks (number and QR link, or "not assigned yet"), drawn on the PDF. */
export function registerDocumentRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  { ksefOf }: { ksefOf?: KsefLookup } = {},
): void {
  // Another user's document, an unknown or malformed id and an unfinished payment all look the same: 404.
  const serve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    load: (userId: string) => Promise<OwnDocument>,
  ) => {
    const token = bearerToken(request.headers.authorization);
    const viewer = token ? await authenticate({ deps, token }) : null;
    if (!viewer) throw unauthenticated();
    const limit = await deps.limiter.hit(`documents:${viewer.user.id}`, DOCUMENT_LIMIT);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
    const document = await load(viewer.user.id);
    const pdf = await renderDocument(document.printed);
    return (
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${document.info.fileName}"`)
        .header('content-length', pdf.length)
        // Personal data: never kept by a shared cache.
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf)
    );
  };

  app.register(async (scope) => {
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof AppError) return sendAppError(reply.header('cache-control', 'no-store'), error);
      throw error;
    });
    scope.get<{ Params: { paymentId: string } }>('/api/documents/payments/:paymentId', (request, reply) =>
      serve(request, reply, (userId) =>
        ownPaymentDocument(deps.db, { paymentId: request.params.paymentId, userId, ksefOf }),
      ),
    );
    scope.get<{ Params: { invoiceId: string } }>('/api/documents/invoices/:invoiceId', (request, reply) =>
      serve(request, reply, (userId) =>
        ownInvoiceDocument(deps.db, { invoiceId: request.params.invoiceId, userId, ksefOf }),
      ),
    );
  });
}
