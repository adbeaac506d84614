import { BLIK_CODE } from '@parkshare/shared/payments/blik';
import { ownerMessages } from '@parkshare/shared/validation/owner-messages';
import { z } from 'zod/mini';

// The picker's own check before payOrder (loaded lazily with the resolver): a BLIK code is exactly 6 digits,
// BLIK without code needs a saved entry. The server checks the same (payOrderInput) and has the last word.
export const paymentPickerInput = z
  .object({
    method: z.enum(['BLIK', 'BLIK_ALIAS', 'ONLINE', 'WALLET']),
    blikCode: z.string(),
    blikAliasId: z.string(),
    saveBlikAlias: z.boolean(),
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
