import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage } from '../errors/error-message';
import { normalizeError, type NormalizedError } from '../errors/normalize-error';
import { localizeMessage } from '../i18n/localize-message';
import { expireSession } from '../session/session-store';

/**
 * What every form does with a failed call: an expired session ends it (toast + sign-in), validation errors go
 * under their fields, and the message goes to the form's root error (shown as an alert above the button).
 * Returns the normalised error so a form can react to a code (e.g. EMAIL_NOT_VERIFIED).
 */
export function applyFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): NormalizedError {
  const normalized = normalizeError(error);
  if (normalized.kind === 'unauthenticated') {
    expireSession();
    return normalized;
  }
  const unplaced: string[] = [];
  for (const [field, list] of Object.entries(normalized.fieldErrors)) {
    const [first] = list;
    if (!first) {
      continue;
    }
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message: localizeMessage(first) });
    } else {
      unplaced.push(localizeMessage(first));
    }
  }
  const message = [errorMessage(normalized), ...unplaced].join(' ');
  setError('root.server', { type: 'server', message });
  return normalized;
}
