import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { localizeMessage } from '../../../lib/i18n/localize-message';
import { notify } from '../../../lib/notify';
import { expireSession } from '../../../lib/session/session-store';

/**
 * The text of a failed call outside a form: a refusal tied to a field (e.g. "This spot has upcoming
 * reservations…") says more than the generic "The given data was invalid.", so it wins.
 */
export function errorText(error: unknown): string {
  const normalized = normalizeError(error);
  const [first] = Object.values(normalized.fieldErrors).flat();
  return first ? localizeMessage(first) : errorMessage(normalized);
}

/** Shows a failed action as an error toast, or ends an expired session. */
export function reportError(error: unknown): void {
  if (normalizeError(error).kind === 'unauthenticated') {
    expireSession();
    return;
  }
  notify('error', errorText(error));
}
