import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeAuth } from './fake-auth';
import { publicKeyCertificates } from './fake-keys';
import { FakeRefusal, invalidInput, notFound, tooManyRequests, type FakeReply } from './fake-http';
import type { ReceivedInvoice } from './fake-registry';
import { FakeSessions } from './fake-sessions';
import { defaultSettings, type FakeSettings } from './fake-settings';

// A loopback fake of KSeF API 2.0, built from shared/reference/ksef/ksef-api-openapi.json (decision 082): an HTTP
// server on 127.0.0.1 at a random port, serving the paths under /v2 that Parkshare uses, with its own RSA keys and
// certificates (keys/). It refuses what KSeF refuses — malformed requests with the contract's error shapes, wrong
// tokens, stale challenges, withdrawn keys, bad hashes and sizes, invoices that fail the FA(3) schema or KSeF's
// business rules — and lets a test inject 401, 429 with Retry-After, 5xx and dropped connections.

export interface Fault {
  /** Matched against "METHOD /path" (the path after /v2), e.g. /POST \/sessions\/online$/. */
  match: RegExp;
  /** 429, 500, 503, 401 …, or 'network' to drop the connection without an answer. */
  status: number | 'network';
  /** Retry-After of a 429, seconds or an HTTP date (default "1"). */
  retryAfter?: string;
  /** How many requests it hits (default 1). */
  times?: number;
  /** With 'network': the request is processed, then the connection dropped — the answer is lost. */
  afterProcessing?: boolean;
  /** With 200: the request is processed and its JSON answer changed by this (e.g. a KSeF number that is no such). */
  alter?: (body: Record<string, unknown>) => unknown;
}

export interface FakeKsef {
  /** The API base for KSEF_URL: http://127.0.0.1:PORT/v2 */
  url: string;
  /** A KSeF token the fake knows, for NIP `nip`, with InvoiceWrite. */
  token: string;
  nip: string;
  settings: FakeSettings;
  auth: FakeAuth;
  sessions: FakeSessions;
  /** Every invoice received, with its verdict. */
  readonly invoices: ReceivedInvoice[];
  /** Every request, "METHOD /path", in order. */
  readonly requests: string[];
  /** A new token for a context; `permissions` default to InvoiceWrite. */
  addToken(nip: string, permissions?: string[]): string;
  fail(fault: Fault): void;
  /** While true every connection is dropped: KSeF unreachable. */
  down: boolean;
  close(): Promise<void>;
}

export const FAKE_KSEF_NIP = '1111111111';

const newToken = (nip: string) =>
  `${new Date().toISOString().slice(0, 10).replaceAll('-', '')}-EC-${randomBytes(5).toString('hex').toUpperCase()}-${randomBytes(5).toString('hex').toUpperCase()}-${randomBytes(1).toString('hex').toUpperCase()}|nip-${nip}|${randomBytes(32).toString('hex')}`;

const MAX_BODY = 4 * 1024 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

type Route = [
  method: string,
  pattern: RegExp,
  handle: (params: string[], bearer: string | null, body: unknown) => FakeReply,
];

export async function startFakeKsef(overrides: Partial<FakeSettings> = {}): Promise<FakeKsef> {
  const settings: FakeSettings = { ...defaultSettings(), ...overrides };
  const auth = new FakeAuth(settings);
  const sessions = new FakeSessions(auth, settings);
  const faults: (Fault & { left: number })[] = [];
  const requests: string[] = [];
  const REF = '([0-9A-Za-z-]{1,64})';
  const routes: Route[] = [
    ['GET', /^\/security\/public-key-certificates$/, () => publicKeyCertificates()],
    ['POST', /^\/auth\/challenge$/, () => auth.challenge()],
    ['POST', /^\/auth\/ksef-token$/, (_p, _b, body) => auth.ksefToken(body)],
    ['POST', /^\/auth\/token\/redeem$/, (_p, bearer) => auth.redeem(bearer)],
    ['POST', /^\/auth\/token\/refresh$/, (_p, bearer) => auth.refresh(bearer)],
    ['GET', new RegExp(`^/auth/${REF}$`), ([ref = ''], bearer) => auth.status(ref, bearer)],
    ['POST', /^\/sessions\/online$/, (_p, bearer, body) => sessions.open(bearer, body)],
    [
      'POST',
      new RegExp(`^/sessions/online/${REF}/invoices$`),
      ([ref = ''], bearer, body) => sessions.send(bearer, ref, body),
    ],
    ['POST', new RegExp(`^/sessions/online/${REF}/close$`), ([ref = ''], bearer) => sessions.close(bearer, ref)],
    ['GET', new RegExp(`^/sessions/${REF}$`), ([ref = ''], bearer) => sessions.sessionStatus(bearer, ref)],
    [
      'GET',
      new RegExp(`^/sessions/${REF}/invoices/ksef/${REF}/upo$`),
      ([ref = '', number = ''], bearer) => sessions.upoByKsefNumber(bearer, ref, number),
    ],
    [
      'GET',
      new RegExp(`^/sessions/${REF}/invoices/${REF}/upo$`),
      ([ref = '', invoice = ''], bearer) => sessions.invoiceUpo(bearer, ref, invoice),
    ],
    [
      'GET',
      new RegExp(`^/sessions/${REF}/invoices/${REF}$`),
      ([ref = '', invoice = ''], bearer) => sessions.invoiceStatus(bearer, ref, invoice),
    ],
  ];

  async function answer(request: IncomingMessage): Promise<FakeReply | 'drop'> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/v2(?=\/)/, '');
    const method = request.method ?? 'GET';
    const line = `${method} ${path}`;
    requests.push(line);
    const problem = request.headers['x-error-format'] === 'problem-details';
    const fault = faults.find((candidate) => candidate.left > 0 && candidate.match.test(line));
    if (fault) fault.left -= 1;
    const dropAnswer = fault?.status === 'network' && fault.afterProcessing === true;
    const alter = fault?.status === 200 ? fault.alter : undefined;
    if (fault && !dropAnswer && !alter) {
      if (fault.status === 'network') return 'drop';
      if (fault.status === 429) return tooManyRequests(problem, url.pathname, fault.retryAfter ?? '1');
      return { status: fault.status, text: `<html><body>${fault.status}</body></html>`, contentType: 'text/html' };
    }
    if (!url.pathname.startsWith('/v2/')) return notFound(url.pathname);
    const route = routes.find(([verb, pattern]) => verb === method && pattern.test(path));
    if (!route) return notFound(url.pathname);
    const params = (route[1].exec(path) ?? []).slice(1).map(decodeURIComponent);
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7) : null;
    try {
      const text = await readBody(request);
      let body: unknown = undefined;
      if (text !== '') {
        if (!String(request.headers['content-type']).startsWith('application/json')) {
          throw invalidInput('Nieobsługiwany typ treści żądania.');
        }
        try {
          body = JSON.parse(text);
        } catch {
          throw invalidInput('Treść żądania nie jest poprawnym JSON.');
        }
      }
      const reply = route[2](params, bearer, body);
      if (alter && reply.body && typeof reply.body === 'object') {
        return { ...reply, body: alter(reply.body as Record<string, unknown>) };
      }
      return dropAnswer ? 'drop' : reply;
    } catch (error) {
      if (error instanceof FakeRefusal) return error.reply(problem, url.pathname);
      throw error;
    }
  }

  const fake: FakeKsef = {
    url: '',
    nip: FAKE_KSEF_NIP,
    token: '',
    settings,
    auth,
    sessions,
    get invoices() {
      return sessions.invoices;
    },
    requests,
    addToken: (nip, permissions = ['InvoiceWrite']) => {
      const token = newToken(nip);
      auth.tokens.set(token, { nip, permissions, revoked: false });
      return token;
    },
    fail: (fault) => faults.push({ ...fault, left: fault.times ?? 1 }),
    down: false,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (fake.down) {
      request.socket.destroy();
      return;
    }
    answer(request)
      .then((reply) => {
        if (reply === 'drop') {
          request.socket.destroy();
          return;
        }
        const payload = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
        response.writeHead(reply.status, {
          ...(payload ? { 'content-type': reply.contentType ?? 'application/json' } : {}),
          ...reply.headers,
        });
        response.end(payload);
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(`fake KSeF failed: ${String(error)}`);
      });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  fake.token = fake.addToken(FAKE_KSEF_NIP);
  return fake;
}
