import type { SentryPublicConfig } from './config';
import type { SentryReporter } from './error-reporting-sentry';
import { errorHooks } from './error-hooks';
import type { FailedAnswer } from './server-failure';
import { whenIdle } from './when-idle';

// Error reporting in the browser (issue 18 §1, decision 093). start.tsx loads this small module only when the
// deployment configures a DSN; it fills the entry chunk's hooks (error-hooks.ts) at once and loads Sentry's SDK, its
// own chunk, once the page is idle. Until the SDK is there failures wait for it, and GraphQL requests already carry
// the trace it will continue (made here), so that a failure before it loaded still shares the server's trace.

let reporter: SentryReporter | null = null;
let pending: Promise<SentryReporter | null> | null = null;
let firstTrace: { traceId: string; spanId: string } | null = null;

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Starts reporting with the deployment's settings; without a DSN nothing is loaded. */
export function startErrorReporting(config: SentryPublicConfig | null | undefined): void {
  if (!config?.dsn || pending) return;
  const trace = (firstTrace = { traceId: randomHex(16), spanId: randomHex(8) });
  pending = new Promise<void>((resolve) => void whenIdle(resolve))
    .then(() => import('./error-reporting-sentry'))
    .then((module) => (reporter = module.startSentry(config, trace.traceId)))
    // A chunk that cannot load (offline, a new deployment) must not break the app it reports on.
    .catch(() => null);
  errorHooks.traceHeaders = traceHeaders;
  errorHooks.failedOperation = captureFailedOperation;
  errorHooks.crashed = captureError;
}

const withReporter = (send: (loaded: SentryReporter) => void) => {
  if (reporter) send(reporter);
  else void pending?.then((loaded) => loaded && send(loaded));
};

/** A crash the app caught itself (a screen that failed to render): reported as Sentry would an uncaught one. */
export function captureError(error: unknown): void {
  withReporter((loaded) => loaded.captureError(error));
}

/** `sentry-trace` and `baggage` for our own API's requests, so the server's report of a failure shares the trace. */
export function traceHeaders(): Record<string, string> {
  if (reporter) return reporter.traceHeaders();
  // Sampling not decided yet (no flag): the server continues the trace without deciding it either.
  return firstTrace ? { 'sentry-trace': `${firstTrace.traceId}-${firstTrace.spanId}` } : {};
}

/** A GraphQL operation that failed: reported when the server failed it (lib/server-failure.ts decides). */
export function captureFailedOperation(operationName: string | undefined, answer: FailedAnswer): void {
  if (pending) withReporter((loaded) => loaded.captureFailedOperation(operationName ?? 'anonymous', answer));
}
