import type { TFunction } from 'i18next';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { refusalOf } from '../../../lib/errors/reservation-refusal';
import { localizeMessage } from '../../../lib/i18n/localize-message';

/**
 * What a failed reservation action says: a refusal by its code, a refusal tied to a field (e.g. "Only an active
 * reservation can be extended") before the generic "The given data was invalid.", else the usual message.
 */
export function reservationErrorText(error: unknown, t: TFunction): string {
  const refusal = refusalOf(error);
  if (refusal) {
    return t(`reservations:refusals.${refusal}`);
  }
  const normalized = normalizeError(error);
  const [first] = Object.values(normalized.fieldErrors).flat();
  return first ? localizeMessage(first) : errorMessage(normalized);
}
