import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { AppError, tooManyRequests, unauthenticated } from '../../lib/errors';
import { bearerToken, sendAppError } from '../../lib/rest';
import { authenticate } from '../auth/sessions.service';
import { DOCUMENT_LIMIT } from '../documents/documents.routes';
import { statementCsv } from './statement-csv';
import { parseStatementFile, statementFileName } from './statement-month';
import { renderStatement } from './statement-pdf';
import { printedStatement } from './statement-printed';
import { parkingStatement } from './statement.service';

// GET /api/documents/statements/:parkingId/:month.pdf (or .csv) — a parking's monthly statement (decision 086) for
// someone who manages the parking, drawn from the ledger on every request. The documents' answers: no token → 401;
// a stranger's parking, an unknown or malformed id, another file type → 404; someone who only sees the parking
// (an organization's member, a platform admin) → 403; a month that is not one or has not started → 400 on `month`;
// the documents' rate limit, shared with them (60 a minute per user) → 429.

export function registerStatementRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.register(async (scope) => {
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof AppError) return sendAppError(reply.header('cache-control', 'no-store'), error);
      throw error;
    });
    scope.get<{ Params: { parkingId: string; file: string } }>(
      '/api/documents/statements/:parkingId/:file',
      async (request, reply) => {
        const token = bearerToken(request.headers.authorization);
        const viewer = token ? await authenticate({ deps, token }) : null;
        if (!viewer) throw unauthenticated();
        const limit = await deps.limiter.hit(`documents:${viewer.user.id}`, DOCUMENT_LIMIT);
        if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
        const now = new Date();
        const { month, format } = parseStatementFile(request.params.file, now);
        const statement = await parkingStatement(deps.db, {
          viewer,
          parkingId: request.params.parkingId,
          month,
          now,
        });
        const body = format === 'pdf' ? await renderStatement(printedStatement(statement)) : statementCsv(statement);
        return (
          reply
            .type(format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
            .header(
              'content-disposition',
              `attachment; filename="${statementFileName(statement.parking.identifier, month, format)}"`,
            )
            .header('content-length', body.length)
            // The owner's money: never kept by a shared cache.
            .header('cache-control', 'private, no-store')
            .header('x-content-type-options', 'nosniff')
            .send(body)
        );
      },
    );
  });
}
