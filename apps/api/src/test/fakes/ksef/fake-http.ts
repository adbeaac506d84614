import { createHmac, randomBytes } from 'node:crypto';

// The fake KSeF's HTTP vocabulary, from ksef-api-openapi.json: reference numbers, JWT-shaped tokens, and the error
// bodies — Problem Details (`application/problem+json`) when the client sends `X-Error-Format: problem-details`,
// otherwise the older ExceptionResponse for 400 and TooManyRequestsResponse for 429; 401 and 403 are always
// Problem Details, as the contract lists them.

export interface FakeReply {
  status: number;
  body?: unknown;
  /** Sent as is (XML). */
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/** One error of a 400: code, description and details, as the contract's tables give them. */
export interface FakeApiError {
  code: number;
  description: string;
  details?: string[];
}

export class FakeRefusal extends Error {
  constructor(readonly reply: (problemDetails: boolean, instance: string) => FakeReply) {
    super('refused');
  }
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
const traceId = () => randomBytes(16).toString('hex');
const yyyymmdd = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');

/** "20250625-SO-2C3E6C8000-B675CF5D68-07": 36 characters, a type code in the middle (CR, AU, SO, EE, EU). */
export const referenceNumber = (type: string, at: Date) => `${yyyymmdd(at)}-${type}-${hex(5)}-${hex(5)}-${hex(1)}`;

const SIGNING_KEY = randomBytes(32);
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT-shaped bearer token (HS256 over a random id); the fake keeps what it means in its own maps. */
export function jwtLike(type: string, reference: string): string {
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ 'token-type': type, ref: reference, jti: hex(8) })}`;
  return `${head}.${createHmac('sha256', SIGNING_KEY).update(head).digest('base64url')}`;
}

/** 400 with KSeF's codes: 21405 (input validation), 21111 (challenge), 21470 (key), 21173 (session) … */
export const badRequest = (...errors: FakeApiError[]) =>
  new FakeRefusal((problemDetails, instance) =>
    problemDetails
      ? {
          status: 400,
          contentType: 'application/problem+json',
          body: {
            title: 'Bad Request',
            status: 400,
            instance,
            detail: 'Żądanie jest nieprawidłowe.',
            errors,
            timestamp: new Date().toISOString(),
            traceId: traceId(),
          },
        }
      : {
          status: 400,
          body: {
            exception: {
              exceptionDetailList: errors.map((error) => ({
                exceptionCode: error.code,
                exceptionDescription: error.description,
                details: error.details ?? null,
              })),
              referenceNumber: null,
              serviceCode: traceId(),
              serviceCtx: 'srvFAKE',
              serviceName: 'Undefined',
              timestamp: new Date().toISOString(),
            },
          },
        },
  );

export const invalidInput = (detail: string) =>
  badRequest({ code: 21405, description: 'Błąd walidacji danych wejściowych.', details: [detail] });

export const unauthorized = (detail = 'Wymagane jest uwierzytelnienie.') =>
  new FakeRefusal((_problem, instance) => ({
    status: 401,
    contentType: 'application/problem+json',
    body: {
      title: 'Unauthorized',
      status: 401,
      detail,
      instance,
      traceId: traceId(),
      timestamp: new Date().toISOString(),
    },
  }));

export const forbidden = (required: string[], present: string[]) =>
  new FakeRefusal((_problem, instance) => ({
    status: 403,
    contentType: 'application/problem+json',
    body: {
      title: 'Forbidden',
      status: 403,
      detail: 'Brak wymaganych uprawnień do wykonania operacji w bieżącym kontekście.',
      instance,
      reasonCode: 'missing-permissions',
      security: { requiredAnyOfPermissions: required, presentPermissions: present },
      traceId: traceId(),
      timestamp: new Date().toISOString(),
    },
  }));

export function tooManyRequests(problemDetails: boolean, instance: string, retryAfter: string): FakeReply {
  const detail = `Przekroczono limit żądań. Spróbuj ponownie po ${retryAfter} sekundach.`;
  return {
    status: 429,
    headers: { 'retry-after': retryAfter },
    ...(problemDetails
      ? {
          contentType: 'application/problem+json',
          body: {
            title: 'Too Many Requests',
            status: 429,
            instance,
            detail,
            timestamp: new Date().toISOString(),
            traceId: traceId(),
          },
        }
      : { body: { status: { code: 429, description: 'Too Many Requests', details: [detail] } } }),
  };
}

export const notFound = (instance: string): FakeReply => ({
  status: 404,
  contentType: 'application/problem+json',
  body: { title: 'Not Found', status: 404, instance, detail: 'Nie znaleziono zasobu.', traceId: traceId() },
});

// --- request body checks (strict: a field of the wrong type or length is 21405, as KSeF's validator answers)

export type Body = Record<string, unknown>;

export function objectBody(body: unknown): Body {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw invalidInput('Treść żądania musi być obiektem JSON.');
  }
  return body as Body;
}

export function requiredString(body: Body, field: string, length?: { min?: number; max?: number }): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') throw invalidInput(`Pole '${field}' jest wymagane.`);
  if (
    (length?.min !== undefined && value.length < length.min) ||
    (length?.max !== undefined && value.length > length.max)
  ) {
    throw invalidInput(`Pole '${field}' ma nieprawidłową długość.`);
  }
  return value;
}

/** Base64 that decodes and re-encodes to itself (no stray characters). */
export function base64Field(body: Body, field: string, length?: number): Buffer {
  const text = requiredString(body, field, length === undefined ? undefined : { min: length, max: length });
  const bytes = Buffer.from(text, 'base64');
  if (bytes.toString('base64') !== text) throw invalidInput(`Pole '${field}' nie jest poprawnym ciągiem Base64.`);
  return bytes;
}
