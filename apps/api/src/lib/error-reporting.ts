import type * as SentryNode from '@sentry/node';
import { MINIMAL_DATA_COLLECTION } from '@parkshare/shared/errors/data-collection';
import { createEventBudget, scrubEvent } from '@parkshare/shared/errors/scrub';
import { currentRequest } from './request-context';

// Unexpected failures (an INTERNAL_SERVER_ERROR answer, a 500, a background job that threw) reported to Sentry
// (issue 18 §1, decision 093). Expected refusals (validation, not found, forbidden...) are answers, not failures,
// and are never reported. Without SENTRY_DSN nothing is loaded: the SDK is imported only when reporting starts.

/** Error reporting's settings (config-sentry.ts reads them from the environment). */
export interface SentryConfig {
  /** The project's DSN (https://<public key>@<host>/<project id>); the web app gets it too, as Sentry intends. */
  dsn: string;
  environment: string;
  /** SENTRY_RELEASE, else the commit the build was made from (build.mjs); null for an unbuilt server without it. */
  release: string | null;
  /** The share of error events sent, 0 to 1. */
  sampleRate: number;
  /** The share of page loads and navigations the browser traces, 0 to 1 (0: traces only carry errors' ids). */
  tracesSampleRate: number;
}

export interface ErrorReporter {
  readonly enabled: boolean;
  /** Reports an unexpected error, with the running request's id and the browser's trace when there is one. */
  capture(error: unknown, tags?: Record<string, string>): void;
  /** Waits (at most `timeoutMs`) until the events captured so far are sent. */
  flush(timeoutMs?: number): Promise<void>;
  /** Sends what is left and stops reporting. */
  close(timeoutMs?: number): Promise<void>;
}

export const noErrorReporter: ErrorReporter = {
  enabled: false,
  capture: () => undefined,
  flush: async () => undefined,
  close: async () => undefined,
};

/** Events one server instance sends at most per minute; Sentry's own rate limits (429s) are honoured on top. */
export const SERVER_EVENTS_PER_MINUTE = 60;

type SentryModule = typeof SentryNode;

export interface StartOptions {
  /** Also report uncaught exceptions and unhandled rejections of the process (main.ts; not in tests). */
  processHandlers?: boolean;
  /** Loads the SDK (tests check it is never called without a DSN). */
  load?: () => Promise<SentryModule>;
}

/** The reporter for this configuration: a no-op without SENTRY_DSN, else Sentry's Node SDK, started once. */
export async function startErrorReporting(
  config: SentryConfig | null,
  { processHandlers = false, load = () => import('@sentry/node') }: StartOptions = {},
): Promise<ErrorReporter> {
  if (!config) return noErrorReporter;
  const Sentry = await load();
  const withinBudget = createEventBudget(SERVER_EVENTS_PER_MINUTE, 60_000);
  Sentry.initWithoutDefaultIntegrations({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release ?? undefined,
    sampleRate: config.sampleRate,
    // No spans from the server: it only continues the browser's trace so that both events share its id.
    dataCollection: { ...MINIMAL_DATA_COLLECTION, httpBodies: [] },
    maxBreadcrumbs: 0,
    integrations: [
      Sentry.functionToStringIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      ...(processHandlers
        ? [Sentry.onUncaughtExceptionIntegration(), Sentry.onUnhandledRejectionIntegration({ mode: 'warn' })]
        : []),
    ],
    beforeSend: (event) => (withinBudget() ? scrubEvent(event) : null),
  });
  return {
    enabled: true,
    capture: (error, tags = {}) => capture(Sentry, error, tags),
    flush: async (timeoutMs = 2000) => {
      await Sentry.flush(timeoutMs);
    },
    close: async (timeoutMs = 2000) => {
      await Sentry.close(timeoutMs);
    },
  };
}

function capture(Sentry: SentryModule, error: unknown, tags: Record<string, string>): void {
  const request = currentRequest();
  const send = () =>
    Sentry.withScope((scope) => {
      scope.setTags(tags);
      if (request) {
        scope.setTag('request_id', request.requestId);
        if (request.operationName) scope.setTag('graphql.operation', request.operationName);
        // Only the method and the path: never the query, headers, cookies or the body.
        const path = request.url.split('?')[0];
        scope.addEventProcessor((event) => ({ ...event, request: { method: request.method, url: path } }));
      }
      Sentry.captureException(error);
    });
  // The browser's trace, continued: its event and this one share the trace id (decision 093).
  if (request?.sentryTrace) {
    Sentry.continueTrace({ sentryTrace: request.sentryTrace, baggage: request.baggage }, send);
  } else {
    send();
  }
}
