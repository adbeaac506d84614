import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import type { SandboxPaymentRow } from '../../../db/schema/sandbox-gateway';
import { isUuid } from '../../../lib/tokens';
import type { Tx } from '../../../db/transaction';
import { sandboxFor } from '../gateway';
import { findByReference, findSandboxRow, finish, resolveDue, startTransfer } from './books';
import {
  bankAppPage,
  bankChoicePage,
  BANKS,
  COUNTDOWN_JS,
  langOf,
  messagePage,
  type Lang,
  type Message,
} from './pages';

// The sandbox gateway's hosted pages (test mode): the online payment's bank choice and the bank app where a
// person accepts or rejects a BLIK request. Their forms post back here; every decision queues a signed
// notification, which is delivered to Parkshare's webhook right after the decision is committed.

type Form = Record<string, string | undefined>;
const FORM_LIMIT = 4 * 1024;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

export function registerSandboxRoutes(app: FastifyInstance, deps: AppDeps): void {
  const sandbox = () => sandboxFor(deps);

  /** The row, after any answer that is already due (a deadline passed while nobody ran the job). */
  const current = async (id: string, reference = false): Promise<SandboxPaymentRow | undefined> => {
    const row =
      reference && isUuid(id)
        ? await findByReference(deps.db, id)
        : id.startsWith('sbx_pay_')
          ? await findSandboxRow(deps.db, id)
          : undefined;
    if (!row) return undefined;
    const queued = await resolveDue(deps.db, new Date(), [row.id]);
    if (queued.length === 0) return row;
    await sandbox().deliverNow(queued);
    return findSandboxRow(deps.db, row.id);
  };

  const decide = async (work: (tx: Tx) => Promise<string | null>) => {
    const queued = await deps.db.transaction(work);
    await sandbox().deliverNow([queued]);
    return queued !== null;
  };

  const stateMessage = (row: SandboxPaymentRow): Message =>
    row.status === 'processing'
      ? 'processing'
      : row.status === 'failed' && (row.failureCode === 'timeout' || row.failureCode === 'expired')
        ? 'expired'
        : 'finished';

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.get('/api/payments/sandbox/countdown.js', (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(COUNTDOWN_JS),
    );

    scope.get<{ Params: { id: string } }>('/api/payments/sandbox/pay/:id', async (request, reply) => {
      const row = await current(request.params.id);
      if (row?.method !== 'online') return html(reply, 404, messagePage('en', 'notFound', null));
      const lang = langOf(row.language);
      if (row.status === 'waiting') return html(reply, 200, bankChoicePage(lang, row));
      return html(reply, 200, messagePage(lang, stateMessage(row), row.returnUrl));
    });

    scope.post<{ Params: { id: string }; Body: Form | undefined }>(
      '/api/payments/sandbox/pay/:id',
      async (request, reply) => {
        const row = await current(request.params.id);
        if (row?.method !== 'online') return html(reply, 404, messagePage('en', 'notFound', null));
        const lang: Lang = langOf(row.language);
        if (row.status !== 'waiting') return html(reply, 409, messagePage(lang, stateMessage(row), row.returnUrl));
        const form = request.body ?? {};
        const now = new Date();
        if (form.action === 'reject') {
          await decide((tx) => finish(tx, row.id, { status: 'failed', failureCode: 'rejected' }, now));
        } else {
          const bank = BANKS.find(([value]) => value === form.bank)?.[0];
          if (form.action !== 'pay' || !bank) return html(reply, 422, bankChoicePage(lang, row, 'bankRequired'));
          await decide((tx) => startTransfer(tx, row.id, bank, now));
        }
        return reply
          .code(303)
          .header('cache-control', 'no-store')
          .redirect(row.returnUrl ?? deps.config.publicUrl, 303);
      },
    );

    scope.get<{ Params: { id: string } }>('/api/payments/sandbox/bank-app/:id', async (request, reply) => {
      const row = await current(request.params.id, true);
      if (!row || (row.method !== 'blik' && row.method !== 'blik_alias')) {
        return html(reply, 404, messagePage('en', 'notFound', null));
      }
      const lang = langOf(row.language);
      if (row.status === 'waiting') return html(reply, 200, bankAppPage(lang, row, new Date()));
      return html(reply, 200, messagePage(lang, stateMessage(row), null));
    });

    scope.post<{ Params: { id: string }; Body: Form | undefined }>(
      '/api/payments/sandbox/bank-app/:id',
      async (request, reply) => {
        const row = await current(request.params.id, true);
        if (!row || (row.method !== 'blik' && row.method !== 'blik_alias')) {
          return html(reply, 404, messagePage('en', 'notFound', null));
        }
        const lang = langOf(row.language);
        if (row.status !== 'waiting') return html(reply, 409, messagePage(lang, stateMessage(row), null));
        const form = request.body ?? {};
        const now = new Date();
        if (form.decision !== 'accept' && form.decision !== 'reject') {
          return html(reply, 422, bankAppPage(lang, row, now));
        }
        const accepted = form.decision === 'accept';
        await decide((tx) =>
          finish(
            tx,
            row.id,
            accepted
              ? { status: 'succeeded', saveAlias: row.saveAlias && form.saveAlias === 'on' }
              : { status: 'failed', failureCode: 'rejected' },
            now,
          ),
        );
        return html(reply, 200, messagePage(lang, accepted ? 'accepted' : 'rejected', null));
      },
    );
  });
}
