import { formatIban } from '@parkshare/shared/validation/iban';
import type { PayoutBatchRow } from '../../db/schema/payouts';
import { parsePageArgs } from '../../lib/page';
import { builder } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { pageArgs, pageOf } from '../../schema/page';
import {
  batchFileName,
  confirmPayoutBatch,
  createPayoutBatch,
  listPayoutBatches,
  payoutBatch,
  payoutsAwaitingFile,
  payoutsOfBatches,
  returnBatchPayout,
  type BatchPayout,
} from './payout-batches';
import { PayoutStatusEnum } from './payouts.graphql';

// Payouts by bank transfer file, for admins (decision 084).

/** GET with an admin's Bearer token (payout-batches.routes.ts). Relative, like document URLs. */
export const batchFileUrl = (batchId: string) => `/api/admin/payout-batches/${batchId}/file`;

const PayoutsViaEnum = builder.enumType('PayoutsVia', {
  description: 'gateway: the payment gateway sends payouts; bank_file: an admin makes transfer files for the bank',
  values: ['gateway', 'bank_file'] as const,
});

const PayoutBatchStatusEnum = builder.enumType('PayoutBatchStatus', {
  description: 'open: made, waiting for the bank; confirmed: the bank executed it, its payouts are completed',
  values: ['open', 'confirmed'] as const,
});

const BatchPayoutRef = builder.objectRef<BatchPayout>('BatchPayout').implement({
  description: 'One transfer of a transfer file.',
  fields: (t) => ({
    id: t.id({ resolve: ({ payout }) => payout.id }),
    userId: t.id({ resolve: ({ payout }) => payout.userId }),
    ownerName: t.exposeString('ownerName'),
    amount: t.int({ description: 'Grosze', resolve: ({ payout }) => payout.amount }),
    accountNumber: t.string({ resolve: ({ payout }) => formatIban(payout.accountNumber) }),
    status: t.field({ type: PayoutStatusEnum, resolve: ({ payout }) => payout.status }),
    failureCode: t.string({ nullable: true, resolve: ({ payout }) => payout.failureCode }),
  }),
});

const PayoutBatchRef = builder.objectRef<PayoutBatchRow>('PayoutBatch').implement({
  description: 'A bank transfer file of payouts (Elixir-O, Windows-1250), imported by the operator in the bank.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { description: 'WYP/YYYY/MM/NNNN' }),
    status: t.field({ type: PayoutBatchStatusEnum, resolve: (batch) => batch.status }),
    payoutCount: t.exposeInt('payoutCount'),
    total: t.exposeInt('total', { description: 'Grosze' }),
    accountNumber: t.string({
      description: 'The Parkshare account the transfers leave from',
      resolve: (batch) => formatIban(batch.accountNumber),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    confirmedAt: t.expose('confirmedAt', { type: 'DateTime', nullable: true }),
    fileUrl: t.string({ resolve: (batch) => batchFileUrl(batch.id) }),
    fileName: t.string({ resolve: (batch) => batchFileName(batch.number) }),
    payouts: t.field({
      type: [BatchPayoutRef],
      description: 'Its transfers, in file order',
      resolve: async (batch, _args, { deps }) => (await payoutsOfBatches(deps.db, [batch.id])).get(batch.id) ?? [],
    }),
  }),
});

const PayoutBatchPage = pageOf('PayoutBatch', PayoutBatchRef);

interface PayoutTransfers {
  via: 'gateway' | 'bank_file';
  awaitingCount: number;
  awaitingTotal: number;
  /** PAYOUTS_ACCOUNT_IBAN, the account a new file's transfers leave from; null by gateway. */
  accountNumber: string | null;
}

const PayoutTransfersRef = builder.objectRef<PayoutTransfers>('PayoutTransfers').implement({
  description: 'How payouts reach banks, and what waits for a transfer file.',
  fields: (t) => ({
    via: t.field({ type: PayoutsViaEnum, resolve: (transfers) => transfers.via }),
    awaitingCount: t.exposeInt('awaitingCount', { description: 'Payouts waiting for a transfer file' }),
    awaitingTotal: t.exposeInt('awaitingTotal', { description: 'What they come to, grosze' }),
    accountNumber: t.string({
      nullable: true,
      description: "The Parkshare account a new file's transfers leave from; null when the gateway sends payouts",
      resolve: (transfers) => (transfers.accountNumber ? formatIban(transfers.accountNumber) : null),
    }),
  }),
});

builder.queryFields((t) => ({
  payoutTransfers: t.field({
    type: PayoutTransfersRef,
    description: 'Admins: how payouts are sent, and how many wait for a transfer file.',
    authScopes: { admin: true },
    resolve: async (_root, _args, { deps }) => {
      const waiting = await payoutsAwaitingFile(deps.db);
      const { payouts } = deps.config;
      return {
        via: payouts.via,
        awaitingCount: waiting.count,
        awaitingTotal: waiting.total,
        accountNumber: payouts.via === 'bank_file' ? payouts.accountIban : null,
      };
    },
  }),
  payoutBatches: t.field({
    type: PayoutBatchPage,
    description: 'Admins: the transfer files, newest first.',
    authScopes: { admin: true },
    args: pageArgs(t.arg),
    resolve: (_root, args, { deps }) => listPayoutBatches(deps.db, parsePageArgs(args)),
  }),
  payoutBatch: t.field({
    type: PayoutBatchRef,
    description: 'Admins: one transfer file.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { deps }) => payoutBatch(deps.db, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  createPayoutBatch: t.field({
    type: PayoutBatchRef,
    description: 'Admins: puts every payout waiting for a transfer file (at most 500) into a new file.',
    authScopes: { admin: true },
    resolve: async (_root, _args, context) =>
      createPayoutBatch(context.deps, { adminId: (await requireViewer(context)).user.id }),
  }),
  confirmPayoutBatch: t.field({
    type: PayoutBatchRef,
    description:
      'Admins: the bank executed the file; its payouts still under way complete. Confirming twice is harmless.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) =>
      confirmPayoutBatch(context.deps, { batchId: String(id), adminId: (await requireViewer(context)).user.id }),
  }),
  returnBatchPayout: t.field({
    type: PayoutBatchRef,
    description:
      "Admins: the bank refused one transfer of a file not yet confirmed; the money and fee go back to the owner's balance.",
    authScopes: { admin: true },
    args: { payoutId: t.arg.id({ required: true }) },
    resolve: (_root, { payoutId }, { deps }) => returnBatchPayout(deps, { payoutId: String(payoutId) }),
  }),
}));
