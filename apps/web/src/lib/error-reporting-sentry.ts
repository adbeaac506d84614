import * as Sentry from '@sentry/react';
import { MINIMAL_DATA_COLLECTION } from '@parkshare/shared/errors/data-collection';
import { createEventBudget, scrubEvent, scrubValue } from '@parkshare/shared/errors/scrub';
import type { SentryPublicConfig } from './config';
import { type FailedAnswer, failureReason, isServerFailure } from './server-failure';

// Sentry's browser SDK, in its own chunk (lib/error-reporting.ts loads it only with a DSN). Decision 093.

/** At most this many events a minute from one page: a failure in a loop must not flood Sentry or the phone's link. */
export const EVENTS_PER_MINUTE = 10;

// Noise every browser makes that says nothing about Parkshare.
const IGNORED_ERRORS = [
  /ResizeObserver loop/,
  /^Non-Error promise rejection captured/,
  /^AbortError/,
  /The (user|operation) aborted a request/,
  /^Failed to fetch$/,
  /^NetworkError when attempting to fetch resource/,
  /^Load failed$/,
  /^Network request failed$/,
  /^Script error\.?$/,
  /Extension context invalidated/,
];
const IGNORED_URLS = [/^(chrome|moz|safari|safari-web|ms-browser)-extension:\/\//, /^webkit-masked-url:/];

// Failures of our GraphQL calls are reported by the clients, once per failed operation and only when the server
// failed (captureFailedOperation); the same error thrown on (unhandled, or crashing a screen) is not sent again.
const CALL_ERRORS = new Set(['ApolloError', 'GraphqlRequestError']);

class GraphqlOperationFailure extends Error {
  constructor(operationName: string, reason: string) {
    super(`GraphQL operation ${operationName} failed: ${reason}`);
    this.name = 'GraphqlOperationFailure';
  }
}

export interface SentryReporter {
  captureError(error: unknown): void;
  captureFailedOperation(operationName: string, answer: FailedAnswer): void;
  traceHeaders(): Record<string, string>;
}

/** Starts the SDK, continuing the trace the page's first requests already carried (lib/error-reporting.ts). */
export function startSentry(config: SentryPublicConfig, traceId: string): SentryReporter {
  const withinBudget = createEventBudget(EVENTS_PER_MINUTE, 60_000);
  const api = new RegExp(`^(${window.location.origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})?/api/`);
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    ...(config.release ? { release: config.release } : {}),
    sampleRate: config.sampleRate,
    tracesSampleRate: config.tracesSampleRate,
    // Traces go to our own API only: no third party (tiles, geocoder) is sent our trace headers.
    tracePropagationTargets: [api],
    integrations: (defaults) => [
      ...defaults,
      Sentry.dedupeIntegration(),
      ...(config.tracesSampleRate > 0 ? [Sentry.browserTracingIntegration()] : []),
    ],
    dataCollection: { ...MINIMAL_DATA_COLLECTION, httpBodies: [] },
    ignoreErrors: IGNORED_ERRORS,
    denyUrls: IGNORED_URLS,
    beforeBreadcrumb: (breadcrumb) => scrubValue(breadcrumb) as Sentry.Breadcrumb,
    beforeSend: (event, hint) => {
      const original = hint.originalException;
      if (original instanceof Error && CALL_ERRORS.has(original.name)) return null;
      return withinBudget() ? scrubEvent(event) : null;
    },
  });
  const propagation = { traceId, sampleRand: Math.random() };
  Sentry.getIsolationScope().setPropagationContext(propagation);
  Sentry.getCurrentScope().setPropagationContext(propagation);
  return {
    captureError: (error) => {
      Sentry.captureException(error, { mechanism: { handled: false, type: 'react-router.errorElement' } });
    },
    captureFailedOperation: (operationName, answer) => {
      if (!isServerFailure(answer)) return;
      const reason = failureReason(answer);
      Sentry.captureException(new GraphqlOperationFailure(operationName, reason), {
        tags: { 'graphql.operation': operationName },
        fingerprint: ['graphql-operation', operationName, reason],
      });
    },
    traceHeaders: () => {
      const data = Sentry.getTraceData();
      const headers: Record<string, string> = {};
      if (data['sentry-trace']) headers['sentry-trace'] = data['sentry-trace'];
      if (data.baggage) headers.baggage = data.baggage;
      return headers;
    },
  };
}
