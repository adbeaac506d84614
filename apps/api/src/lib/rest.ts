import type { FastifyReply } from 'fastify';
import type { AppError } from './errors';

// What the REST routes share, those in http/ and those a module serves itself (its documents' PDFs): the bearer
// token a request carries and an AppError as its JSON answer.

/** The token of an `Authorization: Bearer <token>` header; null when there is none. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Sends an AppError as `{ message, errors? }` with its HTTP status; anything else goes to the app's handler. */
export function sendAppError(reply: FastifyReply, error: AppError) {
  if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
  return reply
    .code(error.status)
    .send({ message: error.message, code: error.code, ...(error.validation ? { errors: error.validation } : {}) });
}
