import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import type { Viewer } from '../../lib/viewer';

// Who may reach a billing or bank account: only its owner. An admin acts on someone's accounts by
// impersonating them; the one admin operation (verifyBankAccount) is guarded by the admin scope on its field.

/** The user whose accounts the viewer manages. */
export const accountOwner = (viewer: Viewer): string => viewer.user.id;

/** An id the viewer names: anything that is not a UUID cannot exist, so it is NOT_FOUND like a stranger's id. */
export function accountId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

/** Another user's row answers exactly like a missing one, so ids never reveal that an account exists. */
export function requireOwned<Row extends { userId: string }>(row: Row | undefined, userId: string): Row {
  if (!row || row.userId !== userId) throw notFound();
  return row;
}
