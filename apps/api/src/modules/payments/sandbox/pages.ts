import type { SandboxPaymentRow } from '../../../db/schema/sandbox-gateway';

// The sandbox gateway's hosted pages: small server-rendered HTML in the payer's language (en/pl), readable at
// 360 px, light or dark with the system, and unmistakably a test gateway. No inline script (the CSP allows our
// own files only): the countdown is /api/payments/sandbox/countdown.js.

export type Lang = 'en' | 'pl';

export const BANKS = [
  ['mbank', 'mBank'],
  ['pko', 'PKO Bank Polski'],
  ['ing', 'ING Bank Śląski'],
  ['santander', 'Santander Bank Polska'],
  ['pekao', 'Bank Pekao'],
  ['millennium', 'Bank Millennium'],
  ['alior', 'Alior Bank'],
  ['bnp', 'BNP Paribas'],
  ['credit-agricole', 'Credit Agricole'],
  ['citi', 'Citi Handlowy'],
] as const;

const TEXT = {
  en: {
    badge: 'Parkshare sandbox gateway · test mode · no real money moves',
    chooseBank: 'Choose your bank',
    amount: 'Amount',
    recipient: 'Recipient',
    pay: 'Pay',
    rejectPayment: 'Reject payment',
    bankRequired: 'Choose a bank to pay.',
    bankApp: 'Bank app',
    confirmBlik: 'Confirm the BLIK payment',
    confirmAlias: 'Confirm the payment without a code',
    timeLeft: 'Time left to decide',
    seconds: 's',
    saveShop: 'Save this shop: next time pay without a code',
    accept: 'Accept',
    reject: 'Reject',
    accepted: 'Payment confirmed. You can go back to Parkshare.',
    rejected: 'Payment rejected. You can go back to Parkshare.',
    expired: 'Time to decide has run out. The payment was not made.',
    finished: 'This payment has already finished.',
    processing: 'The bank is processing this payment.',
    notFound: 'There is no such payment in the sandbox.',
    back: 'Return to Parkshare',
  },
  pl: {
    badge: 'Bramka testowa Parkshare · tryb testowy · bez prawdziwych pieniędzy',
    chooseBank: 'Wybierz swój bank',
    amount: 'Kwota',
    recipient: 'Odbiorca',
    pay: 'Zapłać',
    rejectPayment: 'Odrzuć płatność',
    bankRequired: 'Wybierz bank, aby zapłacić.',
    bankApp: 'Aplikacja bankowa',
    confirmBlik: 'Potwierdź płatność BLIK',
    confirmAlias: 'Potwierdź płatność bez kodu',
    timeLeft: 'Pozostały czas na decyzję',
    seconds: 's',
    saveShop: 'Zapamiętaj ten sklep: następnym razem zapłacisz bez kodu',
    accept: 'Zatwierdź',
    reject: 'Odrzuć',
    accepted: 'Płatność zatwierdzona. Możesz wrócić do Parkshare.',
    rejected: 'Płatność odrzucona. Możesz wrócić do Parkshare.',
    expired: 'Czas na decyzję minął. Płatność nie została wykonana.',
    finished: 'Ta płatność jest już zakończona.',
    processing: 'Bank przetwarza tę płatność.',
    notFound: 'W bramce testowej nie ma takiej płatności.',
    back: 'Wróć do Parkshare',
  },
} as const;

export type Message = keyof (typeof TEXT)['en'];

export const langOf = (value: string | null | undefined): Lang => (value === 'pl' ? 'pl' : 'en');
export const t = (lang: Lang, key: Message) => TEXT[lang][key];

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const money = (lang: Lang, grosze: number, currency: string) =>
  new Intl.NumberFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', { style: 'currency', currency }).format(grosze / 100);

const STYLE = `
:root{color-scheme:light dark;--bg:#f4f6f8;--card:#fff;--text:#1b1f24;--muted:#5b6470;--line:#d5dbe1;--accent:#1864ab;--danger:#c92a2a;--warn:#fff3bf;--warn-text:#5c3c00}
@media (prefers-color-scheme:dark){:root{--bg:#15181c;--card:#1f2329;--text:#e9ecef;--muted:#a6afb9;--line:#3a414a;--accent:#74c0fc;--danger:#ff8787;--warn:#5c3c00;--warn-text:#fff3bf}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--text)}
.badge{background:var(--warn);color:var(--warn-text);padding:.5rem 1rem;text-align:center;font-size:.875rem;font-weight:600}
main{max-width:28rem;margin:1rem auto;padding:0 1rem}.card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:1.25rem}
h1{font-size:1.25rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}dt{color:var(--muted)}dd{margin:0;font-weight:600}
fieldset{border:0;padding:0;margin:0 0 1rem}legend{font-weight:600;margin-bottom:.5rem}
.bank{display:flex;align-items:center;gap:.75rem;padding:.75rem;border:1px solid var(--line);border-radius:8px;margin-bottom:.5rem;min-height:44px;cursor:pointer}
.bank:has(input:checked){border-color:var(--accent);outline:2px solid var(--accent)}
.check{display:flex;gap:.75rem;align-items:flex-start;margin:0 0 1rem;min-height:44px}
.actions{display:flex;flex-direction:column;gap:.5rem}button,.link{font:inherit;min-height:44px;border-radius:8px;padding:.625rem 1rem;cursor:pointer;text-align:center;text-decoration:none}
.primary{background:var(--accent);color:var(--bg);border:0;font-weight:600}.secondary{background:transparent;color:var(--danger);border:1px solid var(--danger)}
.link{display:block;color:var(--accent);border:1px solid var(--line)}.error{color:var(--danger);font-weight:600}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}`;

function layout(lang: Lang, title: string, content: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} · Parkshare sandbox</title><style>${STYLE}</style></head>
<body><div class="badge" role="note">${escape(t(lang, 'badge'))}</div><main><div class="card">${content}</div></main>
<script src="/api/payments/sandbox/countdown.js" defer></script></body></html>`;
}

const summary = (lang: Lang, row: SandboxPaymentRow) =>
  `<dl><dt>${escape(t(lang, 'recipient'))}</dt><dd>Parkshare</dd><dt>${escape(t(lang, 'amount'))}</dt><dd>${escape(money(lang, row.amount, row.currency))}</dd></dl>`;

/** The online payment's bank choice. */
export function bankChoicePage(lang: Lang, row: SandboxPaymentRow, error?: Message): string {
  const banks = BANKS.map(
    ([value, name]) =>
      `<label class="bank"><input type="radio" name="bank" value="${value}" required> ${escape(name)}</label>`,
  ).join('');
  const problem = error ? `<p class="error" role="alert">${escape(t(lang, error))}</p>` : '';
  return layout(
    lang,
    t(lang, 'chooseBank'),
    `<h1>${escape(t(lang, 'chooseBank'))}</h1>${summary(lang, row)}${problem}
<form method="post" action="/api/payments/sandbox/pay/${escape(row.id)}"><fieldset><legend>${escape(t(lang, 'chooseBank'))}</legend>${banks}</fieldset>
<div class="actions"><button class="primary" type="submit" name="action" value="pay">${escape(t(lang, 'pay'))}</button>
<button class="secondary" type="submit" name="action" value="reject" formnovalidate>${escape(t(lang, 'rejectPayment'))}</button></div></form>`,
  );
}

/** The bank app's request: a BLIK code or a saved shop (BLIK without code) waiting for the person's decision. */
export function bankAppPage(lang: Lang, row: SandboxPaymentRow, now: Date): string {
  const left = Math.max(0, Math.ceil(((row.expiresAt?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
  const title = t(lang, row.method === 'blik_alias' ? 'confirmAlias' : 'confirmBlik');
  const save = row.saveAlias
    ? `<label class="check"><input type="checkbox" name="saveAlias" value="on" checked> ${escape(t(lang, 'saveShop'))}</label>`
    : '';
  return layout(
    lang,
    t(lang, 'bankApp'),
    `<h1>${escape(title)}</h1>${summary(lang, row)}
<p>${escape(t(lang, 'timeLeft'))}: <strong data-countdown="${left}" aria-live="off">${left}</strong> ${escape(t(lang, 'seconds'))}</p>
<form method="post" action="/api/payments/sandbox/bank-app/${escape(row.id)}">${save}
<div class="actions"><button class="primary" type="submit" name="decision" value="accept">${escape(t(lang, 'accept'))}</button>
<button class="secondary" type="submit" name="decision" value="reject">${escape(t(lang, 'reject'))}</button></div></form>`,
  );
}

/** Where a request ended up, with the way back when the gateway knows it. */
export function messagePage(lang: Lang, message: Message, back: string | null): string {
  const link = back
    ? `<div class="actions"><a class="link" href="${escape(back)}">${escape(t(lang, 'back'))}</a></div>`
    : '';
  return layout(lang, t(lang, message), `<h1 role="status">${escape(t(lang, message))}</h1>${link}`);
}

/** Counts the bank app's seconds down and reloads when time is up (the page then says the request expired). */
export const COUNTDOWN_JS = `(() => {
  const el = document.querySelector('[data-countdown]');
  if (!el) return;
  let left = Number(el.getAttribute('data-countdown'));
  const timer = setInterval(() => {
    left -= 1;
    el.textContent = String(Math.max(0, left));
    if (left <= 0) { clearInterval(timer); setTimeout(() => location.reload(), 1000); }
  }, 1000);
})();
`;
