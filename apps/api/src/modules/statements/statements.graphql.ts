import { parsePageArgs } from '../../lib/page';
import { builder } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { pageArgs, pageOf } from '../../schema/page';
import { decodeMonthCursor } from './statement-month';
import {
  parkingStatementMonths,
  type StatementDocument,
  type StatementFile,
  type StatementMonth,
} from './statement.service';

// parkingStatements: a parking's monthly statements (decision 086) for those who manage it — the months with any
// movement, newest first, each with its sums and its PDF and CSV (statements.routes.ts), and for the buyer the
// commission invoice and correction that took the month into account.

const StatementFileRef = builder.objectRef<StatementFile>('StatementFile').implement({
  description: 'A download: GET with the Bearer token of someone who manages the parking; answers it as an attachment',
  fields: (t) => ({
    url: t.exposeString('url'),
    fileName: t.exposeString('fileName'),
  }),
});

const StatementDocumentRef = builder.objectRef<StatementDocument>('StatementInvoice').implement({
  description: "A commission invoice or its correction (a PDF at url, the buyer's Bearer token)",
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { description: 'FV/YYYY/MM/NNNNNN, or KOR/… for a correction' }),
    url: t.exposeString('url'),
    fileName: t.exposeString('fileName'),
  }),
});

const ParkingStatementMonth = builder.objectRef<StatementMonth>('ParkingStatementMonth').implement({
  description:
    'One Warsaw month of a parking’s money, from the ledger: its stays’ fees, Parkshare’s commission, the refunds the ' +
    'owner bore and what reached the balance (grosze; commission and refunds as positive numbers).',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM (Europe/Warsaw)' }),
    closed: t.exposeBoolean('closed', { description: 'False while the month runs: its figures are so far' }),
    stays: t.exposeInt('stays', { description: 'Completed stays credited in the month' }),
    reversals: t.exposeInt('reversals', { description: 'Refunds on tickets borne by the owner' }),
    earnings: t.exposeInt('earnings', { description: 'The stays’ fees credited' }),
    commission: t.exposeInt('commission', { description: 'Parkshare’s commission kept (23 % VAT included)' }),
    refundsBorne: t.exposeInt('refundsBorne', { description: 'Taken back for refunds at the owner’s cost' }),
    commissionReturned: t.exposeInt('commissionReturned', { description: 'Commission given back with them' }),
    net: t.exposeInt('net', { description: 'What the parking added to the owner’s balance (may be negative)' }),
    currency: t.exposeString('currency'),
    pdf: t.field({ type: StatementFileRef, resolve: (month) => month.pdf }),
    csv: t.field({ type: StatementFileRef, resolve: (month) => month.csv }),
    commissionInvoice: t.field({
      type: StatementDocumentRef,
      nullable: true,
      description: 'The commission VAT invoice carrying the month (its buyer only; VAT-registered owners)',
      resolve: (month) => month.commissionInvoice,
    }),
    commissionCorrection: t.field({
      type: StatementDocumentRef,
      nullable: true,
      description: 'The correction of earlier commission invoices for the month’s refunds (its buyer only)',
      resolve: (month) => month.commissionCorrection,
    }),
  }),
});

const ParkingStatementMonthPage = pageOf('ParkingStatementMonth', ParkingStatementMonth);

builder.queryFields((t) => ({
  parkingStatements: t.field({
    type: ParkingStatementMonthPage,
    description:
      'A parking’s monthly statements, the months with any earning or refund, newest first, a page at a time: for ' +
      'its owner and its organization’s admins (NOT_FOUND for anybody else, FORBIDDEN for those who only see it).',
    authScopes: { authenticated: true },
    args: { parkingId: t.arg.id({ required: true }), ...pageArgs(t.arg) },
    resolve: async (_root, { parkingId, first, after }, context) => {
      const viewer = await requireViewer(context);
      const page = parsePageArgs({ first });
      return parkingStatementMonths(context.deps.db, {
        viewer,
        parkingId: String(parkingId),
        first: page.first,
        after: after ? decodeMonthCursor(after) : null,
        now: new Date(),
      });
    },
  }),
}));
