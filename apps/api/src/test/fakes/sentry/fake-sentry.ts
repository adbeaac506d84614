import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { readLimitedBody } from '../read-body';

// A loopback stand-in for Sentry's ingestion endpoint (decision 093), as strict as Sentry's envelope contract
// (develop.sentry.dev, "Envelopes"): POST /api/<project id>/envelope/ with the DSN's public key in X-Sentry-Auth or
// in the sentry_key query parameter (401 without one, 403 with another key or project), a body of newline-separated
// JSON (the envelope's header, then each item's header and payload, a payload of `length` bytes when the header
// gives one), gzip, deflate or br encoded or not; a malformed envelope is refused with 400. Browsers post
// cross-origin, so answers carry Sentry's CORS headers. What arrived is kept for the test, and also answered at
// GET /__received (for a test in another process: the browser journey).

export interface EnvelopeItem {
  header: { type: string; length?: number; [key: string]: unknown };
  /** The payload parsed as JSON when it is JSON, else its text. */
  payload: unknown;
}

export interface ReceivedEnvelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The envelope as it arrived (decoded): a test searches it for anything that should not be there. */
  raw: string;
}

export interface SentryEvent {
  event_id?: string;
  message?: unknown;
  exception?: { values?: { type?: string; value?: string }[] };
  tags?: Record<string, string>;
  contexts?: { trace?: { trace_id?: string; span_id?: string } } & Record<string, unknown>;
  request?: { url?: string; method?: string; headers?: Record<string, string> } & Record<string, unknown>;
  environment?: string;
  release?: string;
  [key: string]: unknown;
}

export interface FakeSentry {
  /** The DSN to configure: http://<key>@127.0.0.1:<port>/<project>. */
  dsn: string;
  envelopes: ReceivedEnvelope[];
  /** The error events received (items of type "event"), in order. */
  events(): SentryEvent[];
  /** Requests refused, with their status and why. */
  refusals: { status: number; reason: string }[];
  clear(): void;
  close(): Promise<void>;
}

const BODY_LIMIT = 1024 * 1024;
const PUBLIC_KEY = /^[0-9a-f]{32}$/;

export class EnvelopeError extends Error {}

/** Parses an envelope by the contract; throws EnvelopeError when it is malformed. */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let offset = 0;
  const line = (): Buffer | null => {
    if (offset >= body.length) return null;
    const end = body.indexOf(0x0a, offset);
    const slice = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return slice;
  };
  const json = (bytes: Buffer, what: string): unknown => {
    try {
      return JSON.parse(bytes.toString('utf8'));
    } catch {
      throw new EnvelopeError(`${what} is not JSON`);
    }
  };
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const first = line();
  if (!first) throw new EnvelopeError('empty envelope');
  const header = json(first, 'the envelope header');
  if (!isObject(header)) throw new EnvelopeError('the envelope header is not an object');
  const items: EnvelopeItem[] = [];
  for (let next = line(); next !== null; next = line()) {
    if (next.length === 0 && offset >= body.length) break; // a trailing newline
    const itemHeader = json(next, 'an item header');
    if (!isObject(itemHeader) || typeof itemHeader.type !== 'string' || itemHeader.type === '') {
      throw new EnvelopeError('an item header without a type');
    }
    let payloadBytes: Buffer;
    if (itemHeader.length !== undefined) {
      const length = itemHeader.length;
      if (typeof length !== 'number' || !Number.isInteger(length) || length < 0 || offset + length > body.length) {
        throw new EnvelopeError('an item length beyond the envelope');
      }
      payloadBytes = body.subarray(offset, offset + length);
      offset += length;
      if (offset < body.length) {
        if (body[offset] !== 0x0a) throw new EnvelopeError('no newline after an item of the given length');
        offset += 1;
      }
    } else {
      payloadBytes = line() ?? Buffer.alloc(0);
    }
    const text = payloadBytes.toString('utf8');
    const jsonTypes = ['event', 'transaction', 'session', 'sessions', 'client_report', 'span'];
    const payload = jsonTypes.includes(itemHeader.type) ? json(payloadBytes, `the ${itemHeader.type} item`) : text;
    if (itemHeader.type === 'event' && !isObject(payload)) throw new EnvelopeError('an event that is not an object');
    items.push({ header: itemHeader as EnvelopeItem['header'], payload });
  }
  return { header, items };
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').toLowerCase()) {
    case '':
    case 'identity':
      return body;
    case 'gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    case 'br':
      return brotliDecompressSync(body);
    default:
      throw new EnvelopeError(`unsupported content-encoding ${encoding}`);
  }
}

/** The public key of X-Sentry-Auth ("Sentry sentry_key=..., sentry_version=7, ...") or of the query. */
function keyOf(request: IncomingMessage, url: URL): string | null {
  const header = request.headers['x-sentry-auth'];
  if (typeof header === 'string') {
    const match = /(?:^|[\s,])sentry_key=([^,\s]+)/.exec(header.replace(/^Sentry\s+/i, ' '));
    return match?.[1] ?? null;
  }
  return url.searchParams.get('sentry_key');
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'x-sentry-error, x-sentry-rate-limits, retry-after',
};

/** Starts the fake on 127.0.0.1 (a free port unless given) for one project and public key. */
export async function startFakeSentry(
  options: { port?: number; key?: string; project?: string } = {},
): Promise<FakeSentry> {
  const key = options.key ?? 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
  const project = options.project ?? '4242';
  if (!PUBLIC_KEY.test(key) || !/^\d+$/.test(project)) throw new Error('a DSN key is 32 hex digits, a project digits');
  const envelopes: ReceivedEnvelope[] = [];
  const refusals: FakeSentry['refusals'] = [];

  const answer = (response: ServerResponse, status: number, body: unknown, reason?: string) => {
    if (reason) refusals.push({ status, reason });
    response.writeHead(status, {
      ...CORS,
      'content-type': 'application/json',
      ...(reason ? { 'x-sentry-error': reason } : {}),
    });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/__received' && request.method === 'GET') {
        return answer(response, 200, envelopes);
      }
      if (url.pathname === '/__received' && request.method === 'DELETE') {
        envelopes.length = 0;
        refusals.length = 0;
        return answer(response, 200, {});
      }
      const route = /^\/api\/(\d+)\/envelope\/?$/.exec(url.pathname);
      if (!route) return answer(response, 404, { detail: 'not found' }, 'not found');
      if (request.method === 'OPTIONS') {
        response.writeHead(200, {
          ...CORS,
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'content-type, x-sentry-auth, content-encoding',
        });
        return response.end();
      }
      if (request.method !== 'POST') return answer(response, 405, { detail: 'method not allowed' }, 'not POST');
      const given = keyOf(request, url);
      if (!given) return answer(response, 401, { detail: 'missing authorization information' }, 'no key');
      if (given !== key || route[1] !== project) {
        return answer(response, 403, { detail: 'event submission rejected with_reason: ProjectId' }, 'wrong key');
      }
      const body = await readLimitedBody(request, BODY_LIMIT);
      if (body === null) return answer(response, 413, { detail: 'envelope exceeded size limits' }, 'too large');
      try {
        const decoded = decode(body, request.headers['content-encoding']);
        const envelope = parseEnvelope(decoded);
        envelopes.push({ ...envelope, raw: decoded.toString('utf8') });
        answer(response, 200, { id: envelope.header.event_id ?? null });
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'malformed';
        answer(response, 400, { detail: `invalid envelope: ${reason}` }, reason);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://${key}@127.0.0.1:${port}/${project}`,
    envelopes,
    refusals,
    events: () =>
      envelopes.flatMap((envelope) =>
        envelope.items.filter((item) => item.header.type === 'event').map((item) => item.payload as SentryEvent),
      ),
    clear: () => {
      envelopes.length = 0;
      refusals.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
