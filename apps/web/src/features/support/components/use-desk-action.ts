import { useState } from 'react';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { localizeMessage } from '../../../lib/i18n/localize-message';
import { notify } from '../../../lib/notify';
import { expireSession } from '../../../lib/session/session-store';

/**
 * Runs one desk action (assign, priority, a status move): busy while it runs, a toast when it is done, and the
 * server's message (a field error in the user's language first) as a toast when it is refused.
 */
export function useDeskAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (name: string, action: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(name);
    try {
      await action();
      notify('success', done);
      return true;
    } catch (error) {
      const normalized = normalizeError(error);
      if (normalized.kind === 'unauthenticated') {
        expireSession();
        return false;
      }
      const [field] = Object.values(normalized.fieldErrors).flat();
      notify('error', field ? localizeMessage(field) : errorMessage(normalized));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
