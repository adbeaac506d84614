import { z } from 'zod';
import { normalizeIban } from '@parkshare/shared/validation/iban';

// The payouts part of the configuration (decision 084), beside config.ts, which spreads these variables into its
// schema and calls payoutsConfig with its ConfigError.

/** How payouts reach owners' banks: through the gateway, or as a transfer file sent from `accountIban`. */
export type PayoutsConfig = { via: 'gateway' } | { via: 'bank_file'; accountIban: string };

export const payoutsEnv = {
  PAYOUTS_VIA: z.enum(['gateway', 'bank_file'], { error: 'must be gateway or bank_file' }).optional(),
  PAYOUTS_ACCOUNT_IBAN: z
    .string()
    .refine((value) => normalizeIban(value) !== null, 'must be a Polish bank account number (IBAN)')
    .optional(),
};

type PayoutsEnv = z.infer<z.ZodObject<typeof payoutsEnv>> & { PAYMENT_PROVIDER: string };

/** Gateways whose contract offers payouts to bank accounts (Przelewy24's standard API does not). */
const GATEWAYS_WITH_PAYOUTS: readonly string[] = ['sandbox'];

export function payoutsConfig(e: PayoutsEnv, fail: (message: string) => Error): PayoutsConfig {
  const offered = GATEWAYS_WITH_PAYOUTS.includes(e.PAYMENT_PROVIDER);
  const via = e.PAYOUTS_VIA ?? (offered ? 'gateway' : 'bank_file');
  if (via === 'gateway') {
    if (!offered) {
      throw fail(
        `Invalid environment variable PAYOUTS_VIA: ${e.PAYMENT_PROVIDER} offers no payouts, so it must be bank_file`,
      );
    }
    return { via };
  }
  const accountIban = normalizeIban(e.PAYOUTS_ACCOUNT_IBAN);
  if (!accountIban) {
    throw fail(
      "Missing environment variable PAYOUTS_ACCOUNT_IBAN: required when payouts go by bank transfer file (Parkshare's own account the transfers leave from)",
    );
  }
  return { via, accountIban };
}
