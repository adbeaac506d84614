import { z } from 'zod';
import type { SavedAlias } from '../provider';
import { dataOf, type P24Client } from './client';

// BLIK without code through Przelewy24 (its "BLIK Use Cases"): the first BLIK payment is charged by code with our
// own aliasValue and aliasLabel, so one e-mail can hold several aliases (one per approving phone) and each is
// Parkshare's to name. The alias value is made from the payment id whose approval registered it, so an alias
// notification leads back to that payment's payer without a table of its own. A later payment registers with
// methodRefId = the alias and is charged by chargeByAlias.

const PREFIX = 'ps';
/** What the person reads in the bank app next to the saved shop (5 to 35 characters). */
export const ALIAS_LABEL = 'Parkshare';
/** Przelewy24 gives the expiry as text; when it cannot be read the alias is kept a year, as BLIK does. */
const DEFAULT_VALIDITY_MS = 365 * 24 * 3600 * 1000;

/** The alias value a payment registers: "ps" and the payment id's 32 hex digits. */
export const aliasValueOf = (paymentId: string) => `${PREFIX}${paymentId.replace(/-/g, '').toLowerCase()}`;

/** The payment that registered an alias of ours, or null for a value Parkshare did not make. */
export function paymentOfAlias(value: string): string | null {
  const match = /^ps([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/.exec(value);
  return match ? match.slice(1).join('-') : null;
}

const aliasList = z.array(
  z.object({
    value: z.string().min(1).max(250),
    type: z.string().max(20).optional(),
    status: z.string().max(30),
    expirationDate: z.string().max(40).optional(),
  }),
);

export interface AliasState {
  registered: boolean;
  alias: SavedAlias;
}

function expiryOf(text: string | undefined, now: Date): string {
  // "YYYY-MM-DD hh:mm:ss" (the contract's date-time form elsewhere) or ISO 8601.
  const parsed = text ? new Date(text.includes('T') ? text : text.replace(' ', 'T')) : null;
  const time = parsed && !Number.isNaN(parsed.getTime()) ? parsed : new Date(now.getTime() + DEFAULT_VALIDITY_MS);
  return time.toISOString();
}

/**
 * What Przelewy24 says of one of our aliases under the payer's e-mail (getAliasesByEmail/{email}/custom, the aliases
 * registered with aliasValue), or null when it lists no such alias.
 */
export async function lookUpAlias(
  client: P24Client,
  { email, value, now = new Date() }: { email: string; value: string; now?: Date },
): Promise<AliasState | null> {
  const response = await client.call('GET', `paymentMethod/blik/getAliasesByEmail/${encodeURIComponent(email)}/custom`);
  if (response.status === 404) return null;
  const data = dataOf('getAliasesByEmail', 200, response);
  const listed = aliasList.safeParse(data);
  const found = listed.success ? listed.data.find((alias) => alias.value === value) : undefined;
  if (!found) return null;
  return {
    registered: found.status.toUpperCase() === 'REGISTERED',
    alias: { key: value, label: ALIAS_LABEL, expiresAt: expiryOf(found.expirationDate, now) },
  };
}
