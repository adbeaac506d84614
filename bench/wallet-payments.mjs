// Issue 4 target: 200 concurrent wallet payments from one balance on PostgreSQL. One user has a balance that
// pays for exactly AFFORDABLE of 200 placed orders; 200 payOrder(method: WALLET) calls arrive at once. Reported:
// payments/s over the whole burst and the calls' latency. Checked: exactly AFFORDABLE succeeded and every other
// call was refused with insufficientBalance; the balance never went below zero (polled during the burst through
// `me` and straight from the ledger on a connection of its own, and summed after); every succeeded payment has
// one purchase entry; the ledger sums to zero with no unbalanced entry. Then 20 of the payments' PDF receipts
// are downloaded one after another from the built server (ms per document; also proves dist/ finds its fonts).
// The balance and the orders are inserted with SQL into a fresh database after the server has migrated it (a
// deposit entry: gateway_clearing −X, wallet +X, decision 044).
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import pgLib from 'pg';
import { freshDatabase, graphql, loginDemo, percentile, psql, startParkshare } from './lib.mjs';

const ORDERS = 200;
const AFFORDABLE = 150;
const PRICE = 12_300; // 123,00 zł gross: 100,00 zł net + 23,00 zł VAT
const LEFTOVER = 4_321; // less than one order, so the balance ends at exactly this
const BALANCE = AFFORDABLE * PRICE + LEFTOVER;
const DOCUMENTS = 20;
const INSUFFICIENT = 'Your balance is too low for this payment.';

const PAY = `mutation PayOrder($input: PayOrderInput!) { payOrder(input: $input) { id status method amount failureCode } }`;
const BALANCE_QUERY = 'query Balance { me { balance } }';

/** Rows of a query as arrays of text (psql -At, tab-separated). */
function psqlRows(url, sql) {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-At', '-F', '\t', '-c', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  return result.stdout.trim() === ''
    ? []
    : result.stdout
        .trim()
        .split('\n')
        .map((line) => line.split('\t'));
}

const seedSql = (userId) => `
with billing as (
  insert into billing_accounts (user_id, full_name, building_number, postcode, city, invoice_email, is_default)
  values ('${userId}', 'Bench Driver', '1', '00-001', 'Warszawa', 'bench-driver@example.com', false) returning id, user_id
), wallet as (
  insert into ledger_accounts (kind, user_id) values ('wallet', '${userId}')
  on conflict (user_id, kind) where user_id is not null do update set kind = excluded.kind returning id
), entry as (
  insert into journal_entries (kind, description) values ('deposit', 'bench funding') returning id
), lines as (
  insert into journal_lines (entry_id, account_id, amount)
  select entry.id, (select id from ledger_accounts where kind = 'gateway_clearing' and user_id is null), -${BALANCE} from entry
  union all
  select entry.id, wallet.id, ${BALANCE} from entry, wallet
  returning id
), sequence as (
  insert into order_number_sequences (month, last_value) values ('2099-01', ${ORDERS}) returning month
)
insert into orders (number, user_id, billing_account_id, buyer, product, quantity, unit_gross, net_amount, vat_amount, gross_amount, vat_rate)
select 'PS/2099/01/' || lpad(n::text, 6, '0'), billing.user_id, billing.id,
  jsonb_build_object('fullName', 'Bench Driver', 'companyName', null, 'vatId', null, 'street', null, 'buildingNumber', '1',
    'localNumber', null, 'postcode', '00-001', 'city', 'Warszawa', 'invoiceEmail', 'bench-driver@example.com', 'wantsVatInvoice', false),
  'reservation', 1, ${PRICE}, 10000, 2300, ${PRICE}, 23
from billing, generate_series(1, ${ORDERS}) n;
`;

export async function benchWalletPayments() {
  const pg = freshDatabase('parkshare_bench_wallet');
  const rows = [];
  const checks = [];
  try {
    const server = await startParkshare({ port: 4407, databaseUrl: pg.url });
    try {
      const token = await loginDemo(server.url);
      const { me } = await graphql(server.url, 'query { me { id balance } }', {}, token);
      const before = me.balance;
      psql(pg.url, seedSql(me.id));
      const orderIds = psqlRows(pg.url, `select id from orders where number like 'PS/2099/01/%' order by number`).map(
        ([id]) => id,
      );
      if (orderIds.length !== ORDERS) throw new Error(`wallet bench: ${orderIds.length} orders seeded`);
      const start = (await graphql(server.url, BALANCE_QUERY, {}, token)).me.balance;
      if (start !== before + BALANCE)
        throw new Error(`wallet bench: balance ${start} after funding, expected ${before + BALANCE}`);

      // Watch the balance while the burst runs: through the API (`me`, which waits for the server's pool like any
      // request) and straight from the ledger over a connection of its own (every committed state it can see).
      let watching = true;
      let lowest = start;
      let samples = 0;
      let ledgerSamples = 0;
      const watcher = (async () => {
        while (watching) {
          const balance = (await graphql(server.url, BALANCE_QUERY, {}, token)).me.balance;
          lowest = Math.min(lowest, balance);
          samples += 1;
        }
      })();
      const ledger = new pgLib.Client({ connectionString: pg.url });
      await ledger.connect();
      const ledgerWatcher = (async () => {
        while (watching) {
          const { rows: sums } = await ledger.query(
            `select coalesce(sum(l.amount), 0)::bigint as balance from journal_lines l
             join ledger_accounts a on a.id = l.account_id where a.kind = 'wallet' and a.user_id = $1`,
            [me.id],
          );
          lowest = Math.min(lowest, Number(sums[0].balance));
          ledgerSamples += 1;
          // A sample every few milliseconds: often enough to see every few commits, not so often that it competes.
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();

      const latencies = [];
      const begun = performance.now();
      const answers = await Promise.all(
        orderIds.map(async (orderId) => {
          const sent = performance.now();
          const response = await fetch(`${server.url}/api/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              operationName: 'PayOrder',
              query: PAY,
              variables: { input: { orderId, method: 'WALLET', idempotencyKey: randomUUID() } },
            }),
          });
          const body = await response.json();
          latencies.push(performance.now() - sent);
          return { status: response.status, body };
        }),
      );
      const elapsed = performance.now() - begun;
      watching = false;
      await Promise.all([watcher, ledgerWatcher]);
      await ledger.end();

      const succeeded = answers.filter((a) => a.body.data?.payOrder?.status === 'succeeded').length;
      const refused = answers.filter((a) =>
        Object.values(a.body.errors?.[0]?.extensions?.validation ?? {}).some((messages) =>
          messages.includes(INSUFFICIENT),
        ),
      ).length;
      const other = answers.filter(
        (a) => a.body.data?.payOrder?.status !== 'succeeded' && !a.body.errors?.[0]?.extensions?.validation,
      );
      const end = (await graphql(server.url, BALANCE_QUERY, {}, token)).me.balance;
      const [[total, unbalanced, negative, purchases, succeededRows]] = psqlRows(
        pg.url,
        `select
           (select coalesce(sum(amount), 0) from journal_lines),
           (select count(*) from (select entry_id from journal_lines group by entry_id having sum(amount) <> 0) u),
           (select count(*) from (select account_id from journal_lines l join ledger_accounts a on a.id = l.account_id
              where a.kind = 'wallet' group by account_id having sum(l.amount) < 0) w),
           (select count(*) from journal_entries where kind = 'purchase' and payment_id in
              (select id from payments where status = 'succeeded' and method = 'wallet')),
           (select count(*) from payments where status = 'succeeded' and method = 'wallet')`,
      );
      // The receipts of some of the payments, one after another from the built server (fonts shipped in dist/).
      const paid = psqlRows(
        pg.url,
        `select id from payments where status = 'succeeded' and method = 'wallet' order by finished_at limit ${DOCUMENTS}`,
      );
      let documentsOk = 0;
      const documentsBegun = performance.now();
      for (const [paymentId] of paid) {
        const response = await fetch(`${server.url}/api/documents/payments/${paymentId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const bytes = Buffer.from(await response.arrayBuffer());
        if (
          response.status === 200 &&
          response.headers.get('content-type') === 'application/pdf' &&
          bytes.subarray(0, 5).toString() === '%PDF-'
        )
          documentsOk += 1;
      }
      const msPerDocument = (performance.now() - documentsBegun) / Math.max(1, paid.length);
      const sorted = [...latencies].sort((a, b) => a - b);
      rows.push({
        target: `${ORDERS} concurrent payOrder(WALLET), one balance, PostgreSQL`,
        paymentsPerSecond: Math.round((ORDERS / elapsed) * 1000),
        succeededPerSecond: Math.round((succeeded / elapsed) * 1000),
        burstMs: Math.round(elapsed),
        p50: Math.round(percentile(sorted, 0.5)),
        p99: Math.round(percentile(sorted, 0.99)),
        succeeded,
        refused,
        balanceSamples: `${samples} me, ${ledgerSamples} ledger`,
      });
      rows.push({
        target: `${DOCUMENTS} payment receipts (PDF), one after another`,
        paymentsPerSecond: '',
        succeededPerSecond: '',
        burstMs: Math.round(msPerDocument * DOCUMENTS),
        p50: '',
        p99: '',
        succeeded: documentsOk,
        refused: '',
        balanceSamples: '',
      });
      checks.push(
        {
          name: `exactly ${AFFORDABLE} of ${ORDERS} payments succeeded`,
          ok: succeeded === AFFORDABLE && Number(succeededRows) === AFFORDABLE,
          value: `${succeeded} answered, ${succeededRows} in the database`,
        },
        {
          name: `the other ${ORDERS - AFFORDABLE} were refused with insufficientBalance`,
          ok: refused === ORDERS - AFFORDABLE && other.length === 0,
          value: `${refused}${other.length ? `; unexpected: ${JSON.stringify(other[0]).slice(0, 300)}` : ''}`,
        },
        {
          name: 'the balance never went below zero (polled through me and the ledger during the burst)',
          ok: lowest >= 0,
          value: `lowest ${lowest} grosze in ${samples} me and ${ledgerSamples} ledger samples`,
        },
        {
          name: 'the balance ends at the funding minus the payments',
          ok: end === before + LEFTOVER,
          value: `${end} grosze (expected ${before + LEFTOVER})`,
        },
        {
          name: 'the ledger sums to zero, every entry balanced, no wallet below zero',
          ok: Number(total) === 0 && Number(unbalanced) === 0 && Number(negative) === 0,
          value: `sum ${total}, ${unbalanced} unbalanced, ${negative} negative wallets`,
        },
        {
          name: `the built server sends the PDF receipt of a payment (${msPerDocument.toFixed(0)} ms each)`,
          ok: documentsOk === DOCUMENTS,
          value: `${documentsOk} of ${DOCUMENTS}`,
        },
        {
          name: 'one purchase entry per succeeded wallet payment',
          ok: Number(purchases) === Number(succeededRows),
          value: `${purchases} entries, ${succeededRows} payments`,
        },
      );
    } finally {
      await server.stop();
    }
  } finally {
    pg.drop();
  }
  return { rows, checks };
}
