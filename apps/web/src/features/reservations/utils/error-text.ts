import type { TFunction } from 'i18next';
import { RESERVATION_REFUSALS, type ReservationRefusal } from '@parkshare/shared/reservations/outcomes';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { localizeMessage } from '../../../lib/i18n/localize-message';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The SPEC §8 reservation code of a refusal (extensions.code RESERVATION_REFUSED), or null for other errors. */
export function refusalOf(error: unknown): ReservationRefusal | null {
  if (!isRecord(error)) {
    return null;
  }
  const network = isRecord(error.networkError) ? error.networkError : null;
  const fromResult: unknown[] =
    network && isRecord(network.result) && Array.isArray(network.result.errors) ? network.result.errors : [];
  const direct: unknown[] = Array.isArray(error.graphQLErrors) ? error.graphQLErrors : [];
  for (const item of [...direct, ...fromResult]) {
    const extensions = isRecord(item) && isRecord(item.extensions) ? item.extensions : null;
    const reason = extensions?.code === 'RESERVATION_REFUSED' ? extensions.reason : null;
    if (typeof reason === 'string') {
      return (RESERVATION_REFUSALS as readonly string[]).includes(reason)
        ? (reason as ReservationRefusal)
        : 'unknown_error';
    }
  }
  return null;
}

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
