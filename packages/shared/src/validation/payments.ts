import { z } from 'zod/mini';
import { parseMoney } from '../money';
import { BLIK_CODE } from '../payments/blik';
import { PAYMENT_METHODS, type PaymentMethod } from '../payments/status';
import { requiredString } from './fields';
import { formatMessage, messages } from './messages';

// Money inputs (issue 4): top-ups, paying an order, payouts. The API and the forms use these schemas; the
// forms type amounts in złoty and reach the same integer-grosze rule through the *FormInput schemas.

/** The smallest top-up: 1 PLN, the smallest amount Polish gateways take. */
export const MIN_TOP_UP = 100;
/** The largest top-up unless MAX_TOP_UP (grosze) configures another: 1 000 PLN. */
export const DEFAULT_MAX_TOP_UP = 100_000;
/** The largest payout asked for at once: 100 000 PLN. */
export const MAX_PAYOUT = 10_000_000;
/** Client-generated idempotency keys: a UUID fits; anything longer is junk. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

const ID_MAX_LENGTH = 64;
const id = requiredString(ID_MAX_LENGTH);
const idempotencyKey = z.optional(
  z
    .string({ error: messages.invalidValue })
    .check(
      z.trim(),
      z.minLength(8, messages.invalidValue),
      z.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH, formatMessage('maxLength', { count: IDEMPOTENCY_KEY_MAX_LENGTH })),
    ),
);

const złoty = (grosze: number) => (grosze / 100).toFixed(2);

/** An amount in whole grosze between min and max, with the messages people read. */
export const amountBetween = (min: number, max: number) =>
  z
    .number({ error: messages.amountRequired })
    .check(
      z.int({ error: messages.invalidMoney }),
      z.gte(min, formatMessage('amountMin', { min: złoty(min) })),
      z.lte(max, formatMessage('amountMax', { max: złoty(max) })),
    );

/** An amount typed in złoty ("50", "12,50") becoming grosze between min and max. */
export const amountText = (min: number, max: number) =>
  z.pipe(
    z.pipe(
      z.string({ error: messages.required }).check(
        z.trim(),
        z.minLength(1, messages.required),
        z.refine((value: string) => parseMoney(value) !== null, messages.invalidMoney),
      ),
      z.transform((value: string) => parseMoney(value) as number),
    ),
    amountBetween(min, max),
  );

export const topUpInput = (maxTopUp: number) =>
  z.object({ billingAccountId: id, amount: amountBetween(MIN_TOP_UP, maxTopUp), idempotencyKey });
export type TopUpData = z.output<ReturnType<typeof topUpInput>>;

export const topUpFormInput = (maxTopUp: number) => z.object({ amount: amountText(MIN_TOP_UP, maxTopUp) });

const method = z.enum(PAYMENT_METHODS, { error: messages.invalidValue });
const blikCode = z.string({ error: messages.blikCode }).check(z.trim(), z.regex(BLIK_CODE, messages.blikCode));

/** payOrder: a BLIK code only with BLIK, a saved alias only with BLIK without code. */
export const payOrderInput = z
  .object({
    orderId: id,
    method,
    blikCode: z.optional(z.nullable(z.string({ error: messages.blikCode }))),
    blikAliasId: z.optional(z.nullable(z.string({ error: messages.invalidValue }))),
    saveBlikAlias: z.optional(z.nullable(z.boolean({ error: messages.invalidValue }))),
    /** The payer ticked the gateway's terms on Parkshare's page (Przelewy24's BLIK: regulationAccept). */
    acceptGatewayTerms: z.optional(z.nullable(z.boolean({ error: messages.invalidValue }))),
    idempotencyKey,
  })
  .check(
    z.superRefine((input, context) => {
      if (input.method === 'blik' && !blikCode.safeParse(input.blikCode ?? '').success) {
        context.issues.push({ code: 'custom', path: ['blikCode'], message: messages.blikCode, input: input.blikCode });
      }
      if (input.method === 'blik_alias' && !input.blikAliasId?.trim()) {
        context.issues.push({
          code: 'custom',
          path: ['blikAliasId'],
          message: messages.blikAliasRequired,
          input: input.blikAliasId,
        });
      }
    }),
  );
export type PayOrderData = z.output<typeof payOrderInput> & { method: PaymentMethod };

export const requestPayoutInput = z.object({
  amount: amountBetween(1, MAX_PAYOUT),
  bankAccountId: id,
  idempotencyKey,
});
export type RequestPayoutData = z.output<typeof requestPayoutInput>;

export const payoutFormInput = (balance: number) =>
  z.object({ amount: amountText(1, Math.max(1, balance)), bankAccountId: id });
