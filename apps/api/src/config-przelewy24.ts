import { z } from 'zod';
import { httpUrl } from './config-url';

// The Przelewy24 part of the configuration (decision 081), beside config.ts, which spreads these variables into its
// schema and calls przelewy24Config with its ConfigError.

/** Przelewy24's credentials from its panel ("My data" → "API and configuration data"). */
export interface Przelewy24Config {
  merchantId: number;
  /** The shop; Przelewy24 defaults it to the merchant id. */
  posId: number;
  /** The REST API key ("klucz do raportów"): the password of basic auth, posId being the user. */
  apiKey: string;
  /** The CRC key every `sign` is computed with. */
  crc: string;
  /** Without a trailing slash: https://sandbox.przelewy24.pl by default, https://secure.przelewy24.pl to go live. */
  url: string;
}

const urlSetting = httpUrl();

// Przelewy24's ids are positive integers (its JSON carries them as numbers).
const p24Id = z.coerce
  .number({ error: 'must be a whole number from the Przelewy24 panel' })
  .int('must be a whole number from the Przelewy24 panel')
  .min(1, 'must be a whole number from the Przelewy24 panel')
  .max(Number.MAX_SAFE_INTEGER, 'must be a whole number from the Przelewy24 panel');

export const przelewy24Env = {
  P24_MERCHANT_ID: p24Id.optional(),
  P24_POS_ID: p24Id.optional(),
  P24_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{16,128}$/, 'must be the API key from the Przelewy24 panel (16 to 128 letters and digits)')
    .optional(),
  P24_CRC: z
    .string()
    .regex(/^[A-Za-z0-9]{8,128}$/, 'must be the CRC key from the Przelewy24 panel (8 to 128 letters and digits)')
    .optional(),
  P24_URL: urlSetting.default('https://sandbox.przelewy24.pl'),
};

type Przelewy24Env = { PAYMENT_PROVIDER: string; P24_URL: string } & Partial<{
  P24_MERCHANT_ID: number;
  P24_POS_ID: number;
  P24_API_KEY: string;
  P24_CRC: string;
}>;

/** Przelewy24's credentials when it is the provider: all three from its panel, or start-up stops naming one. */
export function przelewy24Config(e: Przelewy24Env, fail: (message: string) => Error): Przelewy24Config | null {
  if (e.PAYMENT_PROVIDER !== 'przelewy24') return null;
  const required = { P24_MERCHANT_ID: e.P24_MERCHANT_ID, P24_API_KEY: e.P24_API_KEY, P24_CRC: e.P24_CRC };
  for (const [name, value] of Object.entries(required)) {
    if (value === undefined) {
      throw fail(
        `Missing environment variable ${name}: required when PAYMENT_PROVIDER=przelewy24 (from the Przelewy24 panel)`,
      );
    }
  }
  const merchantId = e.P24_MERCHANT_ID as number;
  return {
    merchantId,
    posId: e.P24_POS_ID ?? merchantId,
    apiKey: e.P24_API_KEY as string,
    crc: e.P24_CRC as string,
    url: e.P24_URL.replace(/\/+$/, ''),
  };
}
