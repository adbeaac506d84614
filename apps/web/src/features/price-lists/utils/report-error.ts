import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { localizeMessage } from '../../../lib/i18n/localize-message';
import { notify } from '../../../lib/notify';
import { expireSession } from '../../../lib/session/session-store';

/**
 * A failed action outside a form (a delete): an expired session ends it; anything else becomes an error toast
 * with the server's field messages (e.g. "The basic price list cannot be deleted…") in the user's language.
 */
export function reportError(error: unknown): void {
  const normalized = normalizeError(error);
  if (normalized.kind === 'unauthenticated') {
    expireSession();
    return;
  }
  const details = Object.values(normalized.fieldErrors).flatMap((list) =>
    list.slice(0, 1).map((text) => localizeMessage(text)),
  );
  notify('error', details.length > 0 ? details.join(' ') : errorMessage(normalized));
}
