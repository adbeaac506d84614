import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

// What is known about the request being served, wherever code runs for it (issue 18 §4): every log line written
// meanwhile carries its id, even through deps.log, and an error reported meanwhile carries its id and trace.

export interface RequestContext {
  /** Fastify's request.id, the `reqId` of the request's log lines. */
  requestId: string;
  method: string;
  /** The path and query as asked (only the path is sent to the error reporter). */
  url: string;
  /** The logger Fastify made for the request: its lines already carry reqId. */
  log: FastifyBaseLogger;
  /** The browser's `sentry-trace` and `baggage` headers: the trace a reported error continues. */
  sentryTrace?: string;
  baggage?: string;
  /** The GraphQL operation's name, when the request is one. */
  operationName?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const currentRequest = (): RequestContext | undefined => storage.getStore();

/** Runs `next` (the rest of the request's hooks and its handler) within the request's context. */
export const runInRequest = (context: RequestContext, next: () => void): void => storage.run(context, next);

/**
 * pino's mixin: a line written for a request through another logger than the request's own (deps.log, app.log)
 * gets the request's id too. The request's own logger has it already, as a binding.
 */
export function requestIdMixin(_object: object, _level: number, logger: unknown): { reqId?: string } {
  const context = storage.getStore();
  return context && logger !== context.log ? { reqId: context.requestId } : {};
}
