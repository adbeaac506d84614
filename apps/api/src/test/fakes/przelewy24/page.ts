import type { Answer, FakeContext } from './context';
import { TRANSFER_METHOD } from './blik';
import { markPaid, payableByToken } from './transactions';

// The hosted payment page, {P24_URL}/trnRequest/{token}: a bank list with Pay and Cancel. Paying marks the
// transaction paid and notifies the merchant; either way the browser goes back to urlReturn, as Przelewy24 does
// (it reports nothing for a cancelled payment).

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (status: number, body: string): Answer => ({
  status,
  html: `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Przelewy24 (fake)</title></head><body>${body}</body></html>`,
});

export function showPage(ctx: FakeContext, token: string): Answer {
  const t = payableByToken(ctx, token);
  if (t === 'unknown') return page(404, '<p>Unknown transaction.</p>');
  if (t === 'paid') return page(409, '<p>This transaction is already paid.</p>');
  if (t === 'expired') return page(410, '<p>The time for this payment has run out.</p>');
  return page(
    200,
    `<h1>${escape(t.description)}</h1><p>${(t.amount / 100).toFixed(2)} ${escape(t.currency)}</p>` +
      `<form method="post"><label><input type="radio" name="bank" value="mbank" checked> mBank</label>` +
      `<button name="action" value="pay">Pay</button><button name="action" value="cancel">Cancel</button></form>`,
  );
}

export async function submitPage(ctx: FakeContext, token: string, form: URLSearchParams): Promise<Answer> {
  const t = payableByToken(ctx, token);
  if (t === 'unknown') return page(404, '<p>Unknown transaction.</p>');
  if (t === 'paid') return page(409, '<p>This transaction is already paid.</p>');
  if (t === 'expired') return page(410, '<p>The time for this payment has run out.</p>');
  const action = form.get('action');
  if (action !== 'pay' && action !== 'cancel') return page(422, '<p>Choose Pay or Cancel.</p>');
  if (action === 'pay') await markPaid(ctx, t, TRANSFER_METHOD);
  return { status: 303, location: t.urlReturn };
}
