import { BLIK_CODE } from '@parkshare/shared/payments/blik';
import { ownerMessages } from '@parkshare/shared/validation/owner-messages';
import { z } from 'zod/mini';

// The picker's own check before payOrder (loaded lazily with the resolver): a BLIK code is exactly 6 digits,
// BLIK without code needs a saved entry, BLIK through Przelewy24 needs its terms ticked. The server checks the
// same (payOrderInput, payOrder) and has the last word.
export const paymentPickerInput = z
  .object({
    method: z.enum(['BLIK', 'BLIK_ALIAS', 'ONLINE', 'WALLET']),
    blikCode: z.string(),
    blikAliasId: z.string(),
    saveBlikAlias: z.boolean(),
    /** The gateway's terms must be ticked for BLIK (the picker's `blikTerms`), and were they. */
    termsRequired: z.boolean(),
    acceptGatewayTerms: z.boolean(),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.method === 'BLIK' && !BLIK_CODE.test(values.blikCode)) {
        context.issues.push({
          code: 'custom',
          path: ['blikCode'],
          message: ownerMessages.blikCode,
          input: values.blikCode,
        });
      }
      const blik = values.method === 'BLIK' || values.method === 'BLIK_ALIAS';
      if (blik && values.termsRequired && !values.acceptGatewayTerms) {
        context.issues.push({
          code: 'custom',
          path: ['acceptGatewayTerms'],
          message: ownerMessages.gatewayTermsRequired,
          input: values.acceptGatewayTerms,
        });
      }
      if (values.method === 'BLIK_ALIAS' && !values.blikAliasId) {
        context.issues.push({
          code: 'custom',
          path: ['blikAliasId'],
          message: ownerMessages.blikAliasRequired,
          input: values.blikAliasId,
        });
      }
    }),
  );
