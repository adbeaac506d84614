import { localizeMessage } from '../i18n/localize-message';
import { notify } from '../notify';
import { expireSession } from '../session/session-store';
import { errorMessage } from './error-message';
import { normalizeError } from './normalize-error';

/**
 * The text of a failed call outside a form, in the user's language. A refusal tied to a field ("This spot has
 * upcoming reservations…", "the last administrator", "already decided") says more than the generic "The given
 * data was invalid.", so the first message of each field wins.
 */
export function errorText(error: unknown): string {
  const normalized = normalizeError(error);
  const details = Object.values(normalized.fieldErrors).flatMap((messages) => messages.slice(0, 1));
  return details.length > 0 ? details.map((text) => localizeMessage(text)).join(' ') : errorMessage(normalized);
}

/** A failed action outside a form (a delete, a decision, a toggle): an expired session ends, anything else is a toast. */
export function reportError(error: unknown): void {
  if (normalizeError(error).kind === 'unauthenticated') {
    expireSession();
    return;
  }
  notify('error', errorText(error));
}
