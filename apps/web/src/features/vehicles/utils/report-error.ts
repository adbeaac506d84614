import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { notify } from '../../../lib/notify';
import { expireSession } from '../../../lib/session/session-store';

/** A failed action outside a form: an expired session ends it, anything else becomes an error toast. */
export function reportError(error: unknown): void {
  const normalized = normalizeError(error);
  if (normalized.kind === 'unauthenticated') {
    expireSession();
  } else {
    notify('error', errorMessage(normalized));
  }
}
