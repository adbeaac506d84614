import type { Secret } from '../../lib/secret';

// The HTTP edge of the KSeF client (decision 082): one request, its answer, and every failure turned into a
// KsefError that says what the queue should do about it. Errors are asked for as Problem Details
// (`X-Error-Format: problem-details`); the older ExceptionResponse and the 429 body are read too. Nothing here ever
// puts a credential into a message: bearer tokens travel only in the Authorization header, and any echo of the
// KSeF token in an answer is blanked.

export type KsefFailure =
  /** 429: wait until `retryAt` (Retry-After). */
  | 'rate_limited'
  /** 5xx, a network error, a timeout, or an answer that breaks the contract: try again later. */
  | 'unavailable'
  /** 401: the access token is not (or no longer) valid. */
  | 'unauthorized'
  /** 403, or an authentication KSeF refused: a configuration problem (token, permissions, NIP). */
  | 'forbidden'
  /** 4xx with KSeF's error codes: this request will not succeed as it is. */
  | 'refused';

export class KsefError extends Error {
  readonly failure: KsefFailure;
  readonly httpStatus: number | null;
  /** KSeF's exception codes (e.g. 21405), when it gave any. */
  readonly codes: readonly number[];
  readonly retryAt: Date | null;

  constructor(
    failure: KsefFailure,
    message: string,
    extra: { httpStatus?: number | null; codes?: readonly number[]; retryAt?: Date | null } = {},
  ) {
    super(message);
    this.name = 'KsefError';
    this.failure = failure;
    this.httpStatus = extra.httpStatus ?? null;
    this.codes = extra.codes ?? [];
    this.retryAt = extra.retryAt ?? null;
  }
}

/** Retry-After as the contract gives it (whole seconds) or as HTTP allows it (a date); null when absent or odd. */
export function parseRetryAfter(value: string | null, now: Date): Date | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d{1,9}$/.test(text)) return new Date(now.getTime() + Number(text) * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : new Date(Math.max(date, now.getTime()));
}

/** When KSeF says 429 without Retry-After. */
const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 30_000;

interface Problem {
  codes: number[];
  text: string;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

// Problem Details ({ title, detail, errors[] }), ExceptionResponse ({ exception: { exceptionDetailList[] } }) or
// the 429 body ({ status: { code, description, details[] } }).
function problemOf(body: unknown): Problem {
  if (!body || typeof body !== 'object') return { codes: [], text: '' };
  const record = body as Record<string, unknown>;
  const lists: { code: unknown; description: unknown; details: unknown }[] = [];
  if (Array.isArray(record.errors)) {
    for (const item of record.errors as Record<string, unknown>[]) {
      lists.push({ code: item.code, description: item.description, details: item.details });
    }
  }
  const exception = record.exception as { exceptionDetailList?: Record<string, unknown>[] } | undefined;
  for (const item of exception?.exceptionDetailList ?? []) {
    lists.push({ code: item.exceptionCode, description: item.exceptionDescription, details: item.details });
  }
  const status = record.status as Record<string, unknown> | undefined;
  if (status && typeof status === 'object') {
    lists.push({ code: null, description: status.description, details: status.details });
  }
  const codes = lists.map((item) => item.code).filter((code): code is number => typeof code === 'number');
  const parts = lists.map((item) =>
    [typeof item.code === 'number' ? item.code : null, item.description, ...strings(item.details)]
      .filter((part) => part !== null && part !== undefined && part !== '')
      .join(' '),
  );
  const detail = typeof record.detail === 'string' ? record.detail : '';
  return { codes, text: [detail, ...parts].filter(Boolean).join('; ') };
}

export interface KsefRequest {
  method: 'GET' | 'POST';
  path: string;
  bearer?: string;
  body?: unknown;
  /** 'text' for XML answers (UPO). */
  as?: 'json' | 'text';
}

export interface KsefHttp {
  <T>(request: KsefRequest): Promise<T>;
}

/** A requester bound to one KSeF base URL; `secret` is blanked out of any text KSeF sends back. */
export function ksefHttp(baseUrl: string, secret: Secret, now: () => Date = () => new Date()): KsefHttp {
  return async <T>({ method, path, bearer, body, as = 'json' }: KsefRequest): Promise<T> => {
    const scrub = (text: string) => {
      const clean = text.replaceAll(secret.reveal(), '[secret]');
      return (bearer ? clean.replaceAll(bearer, '[secret]') : clean).slice(0, 2000);
    };
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          accept: as === 'json' ? 'application/json' : 'application/xml',
          'x-error-format': 'problem-details',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
      throw new KsefError('unavailable', scrub(`KSeF unreachable (${method} ${path}): ${reason}`));
    }
    const text = await response.text().catch(() => '');
    if (response.ok) {
      if (as === 'text') return text as T;
      if (response.status === 204 || text === '') return undefined as T;
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new KsefError('unavailable', `KSeF answered ${method} ${path} with something that is not JSON`, {
          httpStatus: response.status,
        });
      }
    }
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: a proxy's error page; the status says enough.
    }
    const problem = problemOf(parsed);
    const message = scrub(`KSeF ${response.status} on ${method} ${path}${problem.text ? `: ${problem.text}` : ''}`);
    const extra = { httpStatus: response.status, codes: problem.codes };
    if (response.status === 429) {
      const retryAt =
        parseRetryAfter(response.headers.get('retry-after'), now()) ??
        new Date(now().getTime() + DEFAULT_RATE_LIMIT_WAIT_MS);
      throw new KsefError('rate_limited', message, { ...extra, retryAt });
    }
    if (response.status === 401) throw new KsefError('unauthorized', message, extra);
    if (response.status === 403) throw new KsefError('forbidden', message, extra);
    if (response.status >= 500) throw new KsefError('unavailable', message, extra);
    throw new KsefError('refused', message, extra);
  };
}
