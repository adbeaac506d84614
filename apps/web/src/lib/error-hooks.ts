import type { FailedAnswer } from './server-failure';

// Where the entry chunk's code meets error reporting (decision 093), without carrying any of it: the GraphQL
// clients and the error page call these hooks, which lib/error-reporting.ts (its own chunk, loaded only when the
// deployment has a DSN) fills in. Unset, they cost a property read.
export const errorHooks: {
  /** `sentry-trace` and `baggage` for a request to our own API. */
  traceHeaders?: () => Record<string, string>;
  /** A GraphQL operation that failed (reported when the server failed it). */
  failedOperation?: (operationName: string | undefined, answer: FailedAnswer) => void;
  /** A crash the app caught itself (a screen that failed to render). */
  crashed?: (error: unknown) => void;
} = {};
