import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { notify } from '../../../lib/notify';
import { expireSession } from '../../../lib/session/session-store';

/** A failed decision as a toast (a field's reason, e.g. "already decided", says more than the generic text). */
export function reportError(error: unknown): void {
  const normalized = normalizeError(error);
  if (normalized.kind === 'unauthenticated') {
    expireSession();
    return;
  }
  const details = Object.values(normalized.fieldErrors).flat();
  notify('error', details.length > 0 ? errorMessage({ ...normalized, message: details[0] ?? '' }) : errorMessage(normalized));
}
