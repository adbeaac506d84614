import { coreMessages } from '@parkshare/shared/validation/messages-core';
import { i18n as appI18n } from '../../../lib/i18n/i18n';
import { localizeMessage } from '../../../lib/i18n/localize-message';
import type { ReservationDraft } from '../../../lib/reservation-draft';
import type { BookingFieldErrors } from './booking-field-errors';
import { customEndProblem, startProblem, stayStart, type StartProblem } from './rental-period';

// The stay's rules that need the clock and the configuration (the shared schema checks the rest): a start not
// gone by and not beyond the booking reach, a period chosen, a custom end later than the start and the present.

/** The start's messages: SPEC §5's 'not earlier than the present' and the owners' catalogue's booking reach. */
export const problemText = (problem: StartProblem, maxDays: number) =>
  problem === 'notInPast'
    ? localizeMessage(coreMessages.notInPast)
    : appI18n.t('owner-validation:reservationTooFarAhead', { count: maxDays });

/** What the stay's fields say at `at`, for a choice that gives `stay` (null while it gives none). */
export function stayProblems(
  draft: ReservationDraft,
  stay: { startAt: Date; endAt: Date } | null,
  at: number,
  maxDays: number,
): BookingFieldErrors {
  const found: BookingFieldErrors = {};
  const startIssue = draft.startAt === null ? null : startProblem(draft.startAt, at, maxDays);
  if (startIssue) {
    found.startAt = problemText(startIssue, maxDays);
  }
  if (!draft.rentalPeriod) {
    found.period = localizeMessage(coreMessages.required);
  } else if (draft.rentalPeriod === 'custom' && !stay) {
    const problem = customEndProblem(draft.customEndAt, stayStart(draft.startAt, at) ?? at, at);
    found.customEndAt = localizeMessage(coreMessages[draft.customEndAt ? (problem ?? 'endAfterStart') : 'required']);
  }
  return found;
}
