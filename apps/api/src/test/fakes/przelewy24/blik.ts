import { randomBytes } from 'node:crypto';
import { byToken, type FakeAlias, type FakeTransaction } from './books';
import { invalid, issueText, notFound, ok, type Answer, type FakeContext } from './context';
import { chargeByAliasBody, chargeByCodeBody } from './requests';
import { blikSignOf } from './signing';
import { markPaid } from './transactions';

// BLIK on the merchant's page ("BLIK level 0"): chargeByCode, chargeByAlias, getAliasesByEmail, and the payer's
// bank app, which a test drives (bankApp). As in Przelewy24's sandbox, a code 777xxx is approved and any other code
// declined. The outcome reaches the merchant as the BLIK notification (bliknotification, signed), the transaction
// notification when paid, and, for an alias saved on the way, the alias notification at the panel's address.

/** The fake's method ids (the contract names none): BLIK, and a bank transfer on the hosted page. */
export const BLIK_METHOD = 154;
export const TRANSFER_METHOD = 25;
/** The fake's result code for a declined BLIK (the contract lists none but 51 and 68; err53 is its "Transaction error!"). */
export const BLIK_DECLINED = 'err53';

const isAnswer = (value: FakeTransaction | Answer): value is Answer => !('token' in value);

function chargeable(ctx: FakeContext, path: string, token: string): FakeTransaction | Answer {
  const t = byToken(ctx.books, token);
  if (!t) return invalid(ctx, path, 'unknown token');
  if (t.charge || t.status !== 0) return invalid(ctx, path, 'the transaction was already charged');
  if (t.channel !== undefined && (t.channel & 8192) === 0) return invalid(ctx, path, 'BLIK is not among the channels');
  // "The PSU object must be sent in the additional object in the transaction/register request."
  if (!t.psu) return invalid(ctx, path, 'registered without additional.PSU (IP and userAgent)');
  // BLIK on the merchant's page never shows Przelewy24's page, where its terms are otherwise accepted: the contract
  // then has the merchant show the consent and send regulationAccept (the fake holds the merchant to it).
  if (!t.regulationAccept) return invalid(ctx, path, 'registered without regulationAccept: the payer saw no terms');
  return t;
}

export function chargeByCode(ctx: FakeContext, body: unknown): Answer {
  const path = 'paymentMethod/blik/chargeByCode';
  const parsed = chargeByCodeBody.safeParse(body);
  if (!parsed.success) return invalid(ctx, path, issueText(parsed.error));
  const tx = chargeable(ctx, path, parsed.data.token);
  if (isAnswer(tx)) return tx;
  tx.charge = {
    kind: 'code',
    code: parsed.data.blikCode,
    aliasValue: parsed.data.aliasValue,
    aliasLabel: parsed.data.aliasLabel,
    decided: false,
  };
  return ok({ data: { orderId: tx.orderId, message: 'success' }, responseCode: 0 }, 201);
}

export function chargeByAlias(ctx: FakeContext, body: unknown): Answer {
  const path = 'paymentMethod/blik/chargeByAlias';
  const parsed = chargeByAliasBody.safeParse(body);
  if (!parsed.success) return invalid(ctx, path, issueText(parsed.error));
  const tx = chargeable(ctx, path, parsed.data.token);
  if (isAnswer(tx)) return tx;
  const alias = tx.methodRefId ? ctx.books.aliases.get(tx.methodRefId) : undefined;
  if (!alias || alias.email !== tx.email || alias.status === 'UNREGISTERED') {
    return invalid(ctx, path, 'no alias under methodRefId for this e-mail');
  }
  if (parsed.data.type === 'alias' && alias.apps.length > 1) {
    ctx.refusals.push({ path, status: 409, reason: 'the alias leads to several bank apps' });
    return {
      status: 409,
      json: {
        error: {
          message: 'Alias is not unique',
          alternativeKeys: alias.apps.map((a) => ({ label: a.label, alias: a.key })),
        },
        code: 51,
      },
    };
  }
  if (parsed.data.type === 'alternativeKey' && !alias.apps.some((a) => a.key === parsed.data.alternativeKey)) {
    return invalid(ctx, path, 'unknown alternativeKey');
  }
  tx.charge = { kind: 'alias', decided: false };
  return ok({ data: { orderId: tx.orderId, message: 'success' }, responseCode: 0 }, 201);
}

export function aliasesByEmail(ctx: FakeContext, email: string, custom: boolean): Answer {
  // Parkshare registers every alias with aliasValue and aliasLabel: those are the "custom" ones.
  const found = custom ? [...ctx.books.aliases.values()].filter((a) => a.email === email) : [];
  if (found.length === 0) return notFound(ctx, 'paymentMethod/blik/getAliasesByEmail', 'Alias not found');
  return ok({
    data: found.map((a) => ({ value: a.value, type: 'UID', status: a.status, expirationDate: a.expirationDate })),
    responseCode: 0,
  });
}

async function blikResult(ctx: FakeContext, t: FakeTransaction, error: string, message: string) {
  const result = {
    error,
    message,
    status: error === '0' ? 'AUTHORIZED' : 'REJECTED',
    trxRef: randomBytes(6).toString('hex'),
  };
  const fields = { orderId: t.orderId, sessionId: t.sessionId, method: BLIK_METHOD, result };
  await ctx.notifier.queue(
    'blik',
    t.urlCardPaymentNotification,
    { data: { ...fields, sign: blikSignOf(fields, ctx.account.crc) } },
    t.orderId,
  );
}

export async function aliasNotification(ctx: FakeContext, alias: FakeAlias): Promise<void> {
  // The contract's blikadnotification has no sign.
  await ctx.notifier.queue('alias', ctx.aliasNotificationUrl, {
    email: alias.email,
    value: alias.value,
    type: 'UID',
    status: alias.status,
  });
}

/** The payer's bank app decides every BLIK charge still waiting: 777xxx and aliases approve, other codes decline. */
export async function bankApp(ctx: FakeContext): Promise<void> {
  for (const t of ctx.books.transactions.values()) {
    const charge = t.charge;
    if (!charge || charge.decided) continue;
    charge.decided = true;
    const alias = charge.kind === 'alias' && t.methodRefId ? ctx.books.aliases.get(t.methodRefId) : undefined;
    if (alias?.status === 'EXPIRED') {
      await blikResult(ctx, t, '68', 'Alias expired');
      continue;
    }
    if (charge.kind === 'code' && !charge.code?.startsWith('777')) {
      await blikResult(ctx, t, BLIK_DECLINED, 'Transaction error!');
      continue;
    }
    await markPaid(ctx, t, BLIK_METHOD);
    await blikResult(ctx, t, '0', 'success');
    if (charge.aliasValue && charge.aliasLabel && t.referenceRegister && ctx.switches.payerSavesAlias) {
      const saved: FakeAlias = {
        email: t.email,
        value: charge.aliasValue,
        label: charge.aliasLabel,
        status: 'REGISTERED',
        apps: [{ key: randomBytes(8).toString('hex'), label: 'Bank app' }],
        expirationDate: new Date(ctx.notifier.now() + 365 * 24 * 3600 * 1000)
          .toISOString()
          .slice(0, 19)
          .replace('T', ' '),
      };
      ctx.books.aliases.set(saved.value, saved);
      await aliasNotification(ctx, saved);
    }
  }
}
