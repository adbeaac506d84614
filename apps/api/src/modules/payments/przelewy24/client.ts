import { GatewayUnreachable } from '../provider';
import type { Przelewy24Config } from '../../../config';

// Przelewy24's REST API (reference/payments/przelewy24-openapi.yml): JSON over HTTPS at {P24_URL}/api/v1, basic
// auth with the shop id (posId) as the user and the API key ("klucz do raportów") as the password. Errors name the
// operation, the HTTP status and Przelewy24's own error text — never a header, the key or the CRC.

const TIMEOUT_MS = 10_000;

export interface P24Response {
  status: number;
  body: unknown;
}

/** An answer Przelewy24 gave that is not the success asked for (or no answer at all). */
export class Przelewy24Error extends Error {
  constructor(
    readonly operation: string,
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super(`Przelewy24 ${operation}: ${status === null ? 'no answer' : `HTTP ${status}`}${describe(body)}`);
    this.name = 'Przelewy24Error';
  }
}

/** No answer, or a 5xx: the request may have been done; asked again later with the same ids (provider.ts). */
export class Przelewy24Unreachable extends GatewayUnreachable {
  constructor(
    readonly operation: string,
    readonly status: number | null,
    body: unknown,
  ) {
    super(`Przelewy24 ${operation}: ${status === null ? 'no answer' : `HTTP ${status}`}${describe(body)}`);
    this.name = 'Przelewy24Unreachable';
  }
}

// Przelewy24's error bodies carry `error` (a text, or a list of per-refund items) and `code`.
function describe(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const { error, code } = body as { error?: unknown; code?: unknown };
  const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  const text = Array.isArray(error)
    ? error.map((item) => textOf((item as { message?: unknown }).message)).join('; ')
    : error && typeof error === 'object'
      ? textOf((error as { message?: unknown }).message)
      : textOf(error);
  const parts = [text, textOf(code) ? `code ${textOf(code)}` : ''].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join(', ').slice(0, 300)})` : '';
}

export interface P24Client {
  /** One call; answers the status and the parsed body whatever the status (throws only when nothing came back). */
  call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<P24Response>;
}

export function createP24Client(config: Przelewy24Config): P24Client {
  const authorization = `Basic ${Buffer.from(`${config.posId}:${config.apiKey}`).toString('base64')}`;
  return {
    async call(method, path, body) {
      let response: Response;
      try {
        response = await fetch(`${config.url}/api/v1/${path}`, {
          method,
          headers: {
            authorization,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (error) {
        // The cause is a network failure or a time-out; the request (and its header) is not repeated.
        throw new Przelewy24Unreachable(`${method} ${path.split('/')[0] ?? path}`, null, {
          error: (error as Error).name,
        });
      }
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? (JSON.parse(text) as unknown) : null;
      } catch {
        parsed = { error: 'not JSON' };
      }
      return { status: response.status, body: parsed };
    },
  };
}

/** The `data` of an answer with the expected status, or Przelewy24Error. */
export function dataOf(operation: string, expected: number, response: P24Response): unknown {
  if (response.status >= 500) throw new Przelewy24Unreachable(operation, response.status, response.body);
  if (response.status !== expected) throw new Przelewy24Error(operation, response.status, response.body);
  const data = (response.body as { data?: unknown } | null)?.data;
  if (data === undefined) throw new Przelewy24Error(operation, response.status, { error: 'no data in the answer' });
  return data;
}

/** One call and the `data` of its success answer, or Przelewy24Error. */
export async function p24Data(
  client: P24Client,
  operation: string,
  expected: number,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<unknown> {
  return dataOf(operation, expected, await client.call(method, path, body));
}
