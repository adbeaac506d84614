import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aliasNotification, aliasesByEmail, bankApp, chargeByAlias, chargeByCode } from './blik';
import { newBooks, type Account, type FakeTransaction } from './books';
import { notFound, type Answer, type FakeContext, type Refusal } from './context';
import { createNotifier, fetchTransport, type FakeNotification, type FakeTransport } from './notifier';
import { showPage, submitPage } from './page';
import { completeRefunds, refund, refundsByOrderId } from './refunds';
import { bySessionId, register, verify } from './transactions';
import { readLimitedBody } from '../read-body';

// A loopback fake of Przelewy24's REST API, built from reference/payments/przelewy24-openapi.yml and as strict as
// it: basic auth (posId : API key) on every /api/v1 call, every sign checked, the contract's error bodies, BLIK
// codes 777xxx approved and others declined, a hosted payment page, notifications signed with the CRC key and
// retried until the transaction is verified, refunds with their own notifications, and nothing settled before
// transaction/verify. A test drives the payer (bankApp, the page), the back office (completeRefunds) and the
// network (hold, deliver, advance) through the handle this answers.

export interface FakePrzelewy24 {
  url: string;
  account: Account;
  refusals: Refusal[];
  /** Every request the fake received, as "METHOD /path", in order: what Parkshare asked, refused or not. */
  requests: string[];
  switches: FakeContext['switches'];
  transaction(sessionId: string): FakeTransaction | undefined;
  bankApp(): Promise<void>;
  completeRefunds(options?: { reject?: boolean }): Promise<void>;
  notifications(): FakeNotification[];
  deliver(id: number): Promise<number>;
  hold(): void;
  release(options?: { reverse?: boolean }): Promise<void>;
  advance(ms: number): Promise<void>;
  /** The alias leads to a second bank app of the payer (chargeByAlias then answers 409 with alternative keys). */
  addBankApp(aliasValue: string): void;
  /** The bank ends an alias (EXPIRED or UNREGISTERED) and the panel's alias notification goes out. */
  endAlias(aliasValue: string, status: 'EXPIRED' | 'UNREGISTERED'): Promise<void>;
  close(): Promise<void>;
}

export interface FakeOptions {
  account: Account;
  transport?: FakeTransport;
  aliasNotificationUrl?: string;
}

const BODY_LIMIT = 64 * 1024;
const readBody = async (request: IncomingMessage) =>
  (await readLimitedBody(request, BODY_LIMIT))?.toString('utf8') ?? null;

function authorised(ctx: FakeContext, header: string | undefined): boolean {
  const expected = `Basic ${Buffer.from(`${ctx.account.posId}:${ctx.account.apiKey}`).toString('base64')}`;
  return header === expected;
}

async function route(ctx: FakeContext, method: string, path: string, request: IncomingMessage): Promise<Answer> {
  const text = method === 'GET' ? '' : await readBody(request);
  if (text === null) return { status: 413, json: { error: 'Request too large', code: 413 } };
  const page = /^\/trnRequest\/([A-Za-z0-9-]{1,100})$/.exec(path);
  if (page?.[1]) {
    if (method === 'GET') return showPage(ctx, page[1]);
    if (method === 'POST') return submitPage(ctx, page[1], new URLSearchParams(text));
  }
  if (!path.startsWith('/api/v1/')) return notFound(ctx, path, 'Not found');
  if (!authorised(ctx, request.headers.authorization)) {
    ctx.refusals.push({ path, status: 401, reason: 'basic auth' });
    return { status: 401, json: { error: 'Incorrect authentication', code: 401 } };
  }
  let body: unknown = null;
  if (method !== 'GET') {
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      ctx.refusals.push({ path, status: 400, reason: 'not JSON' });
      return { status: 400, json: { error: 'Invalid input data', code: 400 } };
    }
    try {
      body = JSON.parse(text);
    } catch {
      ctx.refusals.push({ path, status: 400, reason: 'malformed JSON' });
      return { status: 400, json: { error: 'Invalid input data', code: 400 } };
    }
  }
  const api = `${method} ${path.slice('/api/v1/'.length)}`;
  const param = (prefix: string) => (api.startsWith(prefix) ? decodeURIComponent(api.slice(prefix.length)) : null);
  if (api === 'GET testAccess') return { status: 200, json: { data: true, error: '' } };
  if (api === 'POST transaction/register') return register(ctx, body);
  if (api === 'PUT transaction/verify') return verify(ctx, body);
  if (api === 'POST transaction/refund') return refund(ctx, body);
  if (api === 'POST paymentMethod/blik/chargeByCode') return answerLost(ctx, chargeByCode(ctx, body));
  if (api === 'POST paymentMethod/blik/chargeByAlias') return answerLost(ctx, chargeByAlias(ctx, body));
  const session = param('GET transaction/by/sessionId/');
  if (session) return bySessionId(ctx, session);
  const order = param('GET refund/by/orderId/');
  if (order) return /^\d{1,19}$/.test(order) ? refundsByOrderId(ctx, Number(order)) : notFound(ctx, path);
  const aliases = param('GET paymentMethod/blik/getAliasesByEmail/');
  if (aliases) {
    const custom = aliases.endsWith('/custom');
    return aliasesByEmail(ctx, custom ? aliases.slice(0, -'/custom'.length) : aliases, custom);
  }
  return notFound(ctx, path, 'Not found');
}

/** The charge was made, but its answer is lost on the way (a proxy's 504), while `loseChargeAnswers` lasts. */
function answerLost(ctx: FakeContext, answer: Answer): Answer {
  if (answer.status !== 201 || ctx.switches.loseChargeAnswers <= 0) return answer;
  ctx.switches.loseChargeAnswers -= 1;
  return { status: 504, json: { error: 'Gateway Timeout', code: 504 } };
}

function send(response: ServerResponse, answer: Answer): void {
  if ('location' in answer) {
    response.writeHead(303, { location: answer.location }).end();
  } else if ('html' in answer) {
    response.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' }).end(answer.html);
  } else {
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.json));
  }
}

/** Starts the fake on 127.0.0.1 at a random port. */
export async function startFakePrzelewy24(options: FakeOptions): Promise<FakePrzelewy24> {
  const books = newBooks();
  const notifier = createNotifier({
    transport: options.transport ?? fetchTransport,
    unverified: (orderId) => ![...books.transactions.values()].some((t) => t.orderId === orderId && t.verified),
  });
  const ctx: FakeContext = {
    account: options.account,
    books,
    notifier,
    refusals: [],
    aliasNotificationUrl: options.aliasNotificationUrl,
    switches: { failVerify: 0, payerSavesAlias: true, insufficientFunds: false, loseChargeAnswers: 0 },
  };
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(`${request.method ?? 'GET'} ${url.pathname}`);
    route(ctx, request.method ?? 'GET', url.pathname, request).then(
      (answer) => send(response, answer),
      (error: unknown) => send(response, { status: 500, json: { error: String(error), code: 500 } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    account: options.account,
    refusals: ctx.refusals,
    requests,
    switches: ctx.switches,
    transaction: (sessionId) => books.transactions.get(sessionId),
    bankApp: () => bankApp(ctx),
    completeRefunds: (decision) => completeRefunds(ctx, decision),
    notifications: () => notifier.list(),
    deliver: (id) => notifier.deliver(id),
    hold: () => notifier.hold(),
    release: (order) => notifier.release(order),
    advance: (ms) => notifier.advance(ms),
    addBankApp(aliasValue) {
      books.aliases.get(aliasValue)?.apps.push({ key: `alt-${aliasValue.slice(-6)}`, label: 'Second phone' });
    },
    async endAlias(aliasValue, status) {
      const alias = books.aliases.get(aliasValue);
      if (!alias) throw new Error(`no alias ${aliasValue}`);
      alias.status = status;
      await aliasNotification(ctx, alias);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
