import { z } from 'zod';

// The request bodies the fake takes, from the contract's schemas (TransactionRequestBody1, TransactionVerification-
// Body, RecurringParams, BlikOneClick, TransactionRefundJsonRequestBody): types, lengths and required fields as it
// gives them. Stricter than Przelewy24 in one way, on purpose: a field the contract does not name is refused, so a
// misspelt field in the adapter fails a test instead of being ignored.

const int = z.number().int();
const positive = int.positive().max(Number.MAX_SAFE_INTEGER);
const httpUrl = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => /^https?:\/\/[^\s]+$/.test(value), 'a URL');
const CHANNEL_BITS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 4096, 8192, 16384].reduce((all, bit) => all | bit, 0);
const LANGUAGES = ['bg', 'cs', 'de', 'en', 'es', 'fr', 'hr', 'hu', 'it', 'nl', 'pl', 'pt', 'se', 'sk', 'ro'] as const;

export const registerBody = z.strictObject({
  merchantId: positive,
  posId: positive,
  sessionId: z.string().min(1).max(100),
  amount: positive,
  currency: z.string().regex(/^[A-Z]{3}$/),
  description: z.string().min(1).max(1024),
  email: z.email().max(50),
  client: z.string().max(40).optional(),
  address: z.string().max(80).optional(),
  zip: z.string().max(10).optional(),
  city: z.string().max(50).optional(),
  country: z.string().regex(/^[A-Z]{2}$/),
  phone: z.string().max(12).optional(),
  language: z.enum(LANGUAGES),
  method: int.positive().optional(),
  urlReturn: httpUrl(250),
  urlStatus: httpUrl(250).optional(),
  timeLimit: int.min(0).max(99).optional(),
  channel: int
    .positive()
    .refine((value) => (value & ~CHANNEL_BITS) === 0, 'a sum of the contract channels')
    .optional(),
  waitForResult: z.boolean().optional(),
  regulationAccept: z.boolean().optional(),
  shipping: int.min(0).optional(),
  transferLabel: z
    .string()
    .max(20)
    .regex(/^[a-zA-Z0-9ęółśążźćńĘÓŁŚĄŻŹĆŃ ./\\:-]*$/)
    .optional(),
  mobileLib: z.literal(1).optional(),
  sdkVersion: z.string().max(10).optional(),
  sign: z.string().max(100),
  encoding: z.enum(['ISO-8859-2', 'UTF-8', 'Windows-1250']).optional(),
  methodRefId: z.string().min(1).max(250).optional(),
  cart: z.array(z.looseObject({ sellerId: z.string(), sellerCategory: z.string() })).optional(),
  additional: z
    .strictObject({
      shipping: z.looseObject({}).optional(),
      PSU: z.strictObject({ IP: z.union([z.ipv4(), z.ipv6()]), userAgent: z.string().min(1).max(255) }).optional(),
    })
    .optional(),
  // Named by the contract's text rather than its schema: where BLIK results go, and the alias invitation.
  urlCardPaymentNotification: httpUrl(250).optional(),
  referenceRegister: z.boolean().optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const verifyBody = z.strictObject({
  merchantId: positive,
  posId: positive,
  sessionId: z.string().min(1).max(100),
  amount: positive,
  currency: z.string().regex(/^[A-Z]{3}$/),
  orderId: positive,
  sign: z.string().max(100),
});

export const chargeByCodeBody = z
  .strictObject({
    token: z.string().min(1).max(200),
    blikCode: z.string().regex(/^\d{6}$/),
    aliasValue: z.string().min(1).max(250).optional(),
    aliasLabel: z.string().min(5).max(35).optional(),
    recurring: z.looseObject({}).optional(),
  })
  .refine((body) => (body.aliasValue === undefined) === (body.aliasLabel === undefined), 'aliasValue with aliasLabel');

export const chargeByAliasBody = z
  .strictObject({
    token: z.string().min(1).max(200),
    type: z.enum(['alias', 'alternativeKey']),
    alternativeKey: z.string().min(1).max(250).optional(),
    aliasValue: z.string().min(1).max(250).optional(),
    aliasLabel: z.string().min(5).max(35).optional(),
    recurring: z.looseObject({}).optional(),
  })
  .refine((body) => body.type === 'alias' || body.alternativeKey !== undefined, 'alternativeKey');

export const refundBody = z.strictObject({
  requestId: z.string().min(1).max(45),
  refunds: z
    .array(
      z.strictObject({
        orderId: positive,
        sessionId: z.string().min(1).max(100),
        amount: positive,
        description: z.string().max(35).optional(),
      }),
    )
    .min(1)
    .max(100),
  refundsUuid: z.string().min(1).max(35),
  urlStatus: httpUrl(250).optional(),
});
