import { localizeMessage } from '../../../lib/i18n/localize-message';
import type { ReservationDraft } from '../../../lib/reservation-draft';
import type { StayField } from '../components/stay-fields';

// Where the booking's field errors stand on /reservations/new. The shared createReservationInput schema (checked
// before sending) and the API's validation errors (after) name the input's fields alike; the form has its own.

export type BookingField = 'spot' | 'vehicle' | 'billing' | 'terms' | StayField;
export type BookingFieldErrors = Partial<Record<BookingField, string>>;

const FORM_FIELDS: Record<string, BookingField> = {
  spotId: 'spot',
  identifier: 'spot',
  spotNumber: 'spot',
  vehicleId: 'vehicle',
  billingAccountId: 'billing',
  startAt: 'startAt',
  endAt: 'period',
  terms: 'terms',
};

type DraftStay = Pick<ReservationDraft, 'rentalPeriod' | 'startAt'>;

/** The form field an input field's message stands under, if any. */
export function bookingFieldOf(field: string, draft: DraftStay): BookingField | undefined {
  // The end of a custom stay has a field of its own; a stay that starts now has no start field.
  if (field === 'endAt' && draft.rentalPeriod === 'custom') {
    return 'customEndAt';
  }
  if (field === 'startAt' && draft.startAt === null) {
    return 'period';
  }
  return FORM_FIELDS[field];
}

/**
 * Field errors (catalogue texts in English) in the user's language: the first message of each field under its
 * form field, once; the messages that have no field to stand under (or whose field already has one) apart.
 */
export function placeFieldErrors(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  draft: DraftStay,
): { placed: BookingFieldErrors; unplaced: string[] } {
  const placed: BookingFieldErrors = {};
  const unplaced: string[] = [];
  for (const [field, list] of Object.entries(fieldErrors)) {
    const [first] = list;
    if (!first) {
      continue;
    }
    const target = bookingFieldOf(field, draft);
    if (target && !placed[target]) {
      placed[target] = localizeMessage(first);
    } else {
      unplaced.push(localizeMessage(first));
    }
  }
  return { placed, unplaced };
}

/** A schema's issues keyed by field as the API keys its validation errors (lib/parse-input.ts on the server). */
export function issueFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const list = (errors[issue.path.length > 0 ? issue.path.map(String).join('.') : 'input'] ??= []);
    if (!list.includes(issue.message)) {
      list.push(issue.message);
    }
  }
  return errors;
}
