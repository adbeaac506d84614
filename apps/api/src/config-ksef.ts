import { z } from 'zod';
import { httpUrl } from './config-url';
import { isDateKey } from '@parkshare/shared/ksef/deadline';
import { KSEF_TEST_API_URL, ksefQrBaseFor } from '@parkshare/shared/ksef/environments';
import { isValidNip } from '@parkshare/shared/validation/nip';
import { Secret } from './lib/secret';

// The KSeF part of the configuration (decision 082), beside config.ts, which spreads these variables into its
// schema and calls ksefConfig with its ConfigError.

export interface KsefConfig {
  /** The KSeF API 2.0 base, e.g. https://api-test.ksef.mf.gov.pl/v2 (no trailing slash). */
  url: string;
  /** The KSeF token generated in the ministry's app; never logged (Secret). */
  token: Secret;
  /** The context the token works in: Parkshare's NIP, the seller on its invoices. */
  nip: string;
  /** Where the invoice verification links (KOD I) point: the QR address of the same environment. */
  qrUrl: string;
}

const urlSetting = httpUrl('must be a URL starting with https:// or http://');

export const ksefEnv = {
  KSEF_URL: urlSetting.default(KSEF_TEST_API_URL),
  KSEF_TOKEN: z
    .string()
    .max(160, 'must be at most 160 characters long (a KSeF token as the ministry generates it)')
    .regex(/^[\x21-\x7e]+$/, 'must be the KSeF token as generated, without spaces or other characters')
    .optional(),
  KSEF_NIP: z
    .string()
    .regex(/^\d{10}$/, 'must be 10 digits')
    .refine(isValidNip, 'must be a NIP with a valid checksum')
    .optional(),
  KSEF_QR_URL: urlSetting.optional(),
  KSEF_FROM: z.string().refine(isDateKey, 'must be a date YYYY-MM-DD (the first day of invoices for KSeF)').optional(),
};

type KsefEnv = { KSEF_URL: string } & Partial<Record<'KSEF_TOKEN' | 'KSEF_NIP' | 'KSEF_QR_URL', string>>;

const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

/** Sending is on with both the token and the NIP; one without the other is a mistake worth stopping for. */
export function ksefConfig(e: KsefEnv, fail: (message: string) => Error): KsefConfig | null {
  if (!e.KSEF_TOKEN && !e.KSEF_NIP) return null;
  if (!e.KSEF_TOKEN) {
    throw fail('Missing environment variable KSEF_TOKEN: required when KSEF_NIP is set (KSeF needs both)');
  }
  if (!e.KSEF_NIP) {
    throw fail('Missing environment variable KSEF_NIP: required when KSEF_TOKEN is set (KSeF needs both)');
  }
  const api = new URL(e.KSEF_URL);
  if (api.protocol === 'http:' && !LOOPBACK_HOSTS.includes(api.hostname)) {
    throw fail(
      'Invalid environment variable KSEF_URL: must start with https:// (the KSeF token travels to it; http only on 127.0.0.1)',
    );
  }
  const qrUrl = e.KSEF_QR_URL ?? ksefQrBaseFor(e.KSEF_URL);
  if (!qrUrl) {
    throw fail(
      "Missing environment variable KSEF_QR_URL: required when KSEF_URL is not one of the ministry's KSeF addresses (it says where invoice verification links point)",
    );
  }
  return {
    url: e.KSEF_URL.replace(/\/+$/, ''),
    token: new Secret(e.KSEF_TOKEN),
    nip: e.KSEF_NIP,
    qrUrl: qrUrl.replace(/\/+$/, ''),
  };
}
