import type { SentryPublicConfig } from './config';
import type { SentryReporter } from './error-reporting-sentry';

// Error reporting in the browser (issue 18 §1, decision 093). This part is in the entry chunk and small: Sentry's
// SDK is its own chunk, loaded only when the deployment configures a DSN, once the page is idle. Until it is there
// failures wait for it, and GraphQL requests already carry the trace it will continue (made here), so that a
// failure before it loaded still shares its trace with the server's report.

let reporter: SentryReporter | null = null;
let pending: Promise<SentryReporter | null> | null = null;
let firstTrace: { traceId: string; spanId: string } | null = null;

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');

const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(callback, { timeout: 3000 }) : setTimeout(callback, 1);

/** Starts reporting with the deployment's settings; without a DSN nothing is loaded. */
export function startErrorReporting(config: SentryPublicConfig | null | undefined): void {
  if (!config?.dsn || pending) return;
  const trace = (firstTrace = { traceId: randomHex(16), spanId: randomHex(8) });
  pending = new Promise<void>((resolve) => whenIdle(resolve))
    .then(() => import('./error-reporting-sentry'))
    .then((module) => (reporter = module.startSentry(config, trace.traceId)))
    // A chunk that cannot load (offline, a new deployment) must not break the app it reports on.
    .catch(() => null);
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

interface FailedAnswer {
  /** The answer's GraphQL errors (their extensions.code), if it had any. */
  errors?: readonly { extensions?: Record<string, unknown> }[] | undefined;
  /** The HTTP status, when the server answered at all. */
  status?: number | undefined;
}

/**
 * Whether a failed call is the server's fault: an INTERNAL_SERVER_ERROR, or a 5xx answer. Refusals that tell the
 * user something (validation, not found, forbidden, too many requests, signed out) are not, and neither is a
 * request that never reached the server (offline, aborted): that is the network's state, not a failure of ours.
 */
export function isServerFailure({ errors = [], status }: FailedAnswer): boolean {
  if (errors.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR')) return true;
  return status !== undefined && status >= 500 && errors.every((error) => !error.extensions?.code);
}

/** Reports a GraphQL operation the server failed (see isServerFailure); grouped per operation. */
export function captureFailedOperation(operationName: string | undefined, answer: FailedAnswer): void {
  if (!isServerFailure(answer)) return;
  const code = answer.errors?.find((error) => typeof error.extensions?.code === 'string')?.extensions?.code;
  const reason = typeof code === 'string' ? code : `HTTP ${answer.status ?? '?'}`;
  withReporter((loaded) => loaded.captureFailedOperation(operationName ?? 'anonymous', reason));
}
