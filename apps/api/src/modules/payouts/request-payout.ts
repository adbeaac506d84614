import { monthOf } from '@parkshare/shared/payments/calendar';
import { payoutFee } from '@parkshare/shared/payments/payouts';
import { formatMessage } from '@parkshare/shared/validation/messages';
import type { RequestPayoutData } from '@parkshare/shared/validation/payments';
import type { AppDeps } from '../../app-deps';
import type { PayoutRow } from '../../db/schema/payouts';
import { fieldError } from '../../lib/errors';
import { idempotent } from '../../lib/idempotency';
import { inTurn } from '../../lib/keyed-queue';
import { findOwnBankAccount } from '../billing/bank-accounts.service';
import { lockWallet } from '../ledger/ledger.service';
import { onDemandPayoutsIn } from './payout-quote';
import { bookPayout } from './book-payout';
import { sendPayout } from './send-payout';
import { findOwnPayout } from './payouts.service';

// On-demand payouts: asked for by the owner, booked under the wallet lock, then handed to the gateway.

const złoty = (grosze: number) => (grosze / 100).toFixed(2);

/**
 * An on-demand payout to one of the user's verified bank accounts. The wallet is locked before the balance is
 * read, so two payouts from one balance are serialised and the second sees what the first took.
 */
export async function requestPayout(deps: AppDeps, request: PayoutRequest): Promise<PayoutRow> {
  const payout = await placePayout(deps, request);
  await sendPayout(deps, payout.id, { now: request.now ?? new Date() });
  return findOwnPayout(deps.db, { id: payout.id, userId: request.userId });
}

export interface PayoutRequest {
  userId: string;
  input: RequestPayoutData;
  now?: Date | undefined;
}

/** The booking half of requestPayout (one transaction); the payout is pending until sendPayout hands it over. */
export function placePayout(deps: AppDeps, { userId, input, now = new Date() }: PayoutRequest): Promise<PayoutRow> {
  const { idempotencyKey, ...rest } = input;
  // Payouts take from the wallet under its lock; one user's requests queue here, not in the connection pool.
  return inTurn(deps, `wallet:${userId}`, () =>
    deps.db.transaction((tx) =>
      idempotent<PayoutRow>({
        tx,
        userId,
        key: idempotencyKey,
        operation: 'requestPayout',
        input: rest,
        replay: (id) => findOwnPayout(tx, { id, userId }),
        run: async () => {
          const bank = await findOwnBankAccount(tx, { id: input.bankAccountId, userId });
          if (!bank) throw fieldError('bankAccountId', formatMessage('ownBankAccount'));
          if (!bank.isVerified) throw fieldError('bankAccountId', formatMessage('bankAccountNotVerified'));
          const { balance } = await lockWallet(tx, userId);
          const fee = payoutFee(await onDemandPayoutsIn(tx, userId, monthOf(now)));
          if (input.amount + fee > balance) {
            throw fieldError('amount', formatMessage('payoutAboveBalance', { max: złoty(Math.max(0, balance - fee)) }));
          }
          const row = await bookPayout(tx, {
            userId,
            bank,
            kind: 'on_demand',
            amount: input.amount,
            fee,
            earningsMonth: null,
            now,
          });
          if (!row) throw new Error('on-demand payout insert failed');
          return row;
        },
      }),
    ),
  );
}
