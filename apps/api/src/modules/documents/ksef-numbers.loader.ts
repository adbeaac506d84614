import { requestBatcher } from '../../lib/request-batch';
import type { GraphQLContext } from '../../schema/context';
import { ksefStates } from '../ksef/ksef-submissions';

// PaymentDocument.ksefNumber for a list of payments (myPayments) in one query per request: the invoices asked for
// in the same tick are looked up in the KSeF queue together.

const loaders = new WeakMap<GraphQLContext, (invoiceId: string) => Promise<string | undefined>>();

async function acceptedNumbers(context: GraphQLContext, invoiceIds: string[]): Promise<Map<string, string>> {
  const numbers = new Map<string, string>();
  for (const [invoiceId, state] of await ksefStates(context.deps, invoiceIds)) {
    if (state.status === 'accepted' && state.ksefNumber) numbers.set(invoiceId, state.ksefNumber);
  }
  return numbers;
}

/**
 * The KSeF number of an invoice once KSeF accepted it; null before, for a receipt (no invoice), and always while
 * sending is off (an installation without KSeF shows no KSeF marks, as its PDFs print none).
 */
export async function ksefNumberOf(context: GraphQLContext, invoiceId: string | null): Promise<string | null> {
  if (!invoiceId || !context.deps.config.ksef) return null;
  let load = loaders.get(context);
  if (!load) {
    load = requestBatcher((ids) => acceptedNumbers(context, ids));
    loaders.set(context, load);
  }
  return (await load(invoiceId)) ?? null;
}
