import { refusalToErrorType, type ReservationRefusal } from '@parkshare/shared/reservations/outcomes';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { refusalOf } from '../../../lib/errors/reservation-refusal';
import { updateReservationDraft, type ReservationDraft } from '../../../lib/reservation-draft';
import { PREVIEW_PERIOD, startProblem, stayWindow, type StartProblem } from '../utils/rental-period';
import { useReservationQuote, type QuoteState } from './use-reservation-quote';

export interface PricePreview extends QuoteState {
  /** The stay the choice gives (null while it gives none). */
  chosen: { startAt: Date; endAt: Date } | null;
  /** What is wrong with the chosen start, at once (it is never moved to now). */
  startIssue: StartProblem | null;
  /** The price shown: the quote's for the chosen stay, 0 until a period is chosen (SPEC §3 estimatedAmount). */
  estimated: number;
  /** The quote was refused (parking or spot not there), or found nothing: the error page says what to do. */
  refusal: ReservationRefusal | null;
  notFound: boolean;
}

/**
 * The spot and price the booking screen shows for the current choice: the engine's quote for the chosen stay, or
 * before one is chosen for the next 30 minutes (the spot shown is free then). The price follows into the draft;
 * a parking or spot that is not there (any more) leaves for the reservation error page.
 */
export function usePricePreview(draft: ReservationDraft, now: number, maxDays: number): PricePreview {
  const navigate = useNavigate();
  const chosen = stayWindow(draft.rentalPeriod, draft.customEndAt, now, draft.startAt);
  const startIssue = startProblem(draft.startAt, now, maxDays);
  const quoteWindow = chosen ?? stayWindow(PREVIEW_PERIOD, null, now, startIssue ? null : draft.startAt);
  const quoteState = useReservationQuote(
    quoteWindow ? { identifier: draft.parkingId, spotNumber: draft.spotNumber, ...quoteWindow } : null,
  );
  const { quote, loading, error } = quoteState;
  const estimated = chosen ? (quote?.amount ?? draft.estimatedAmount) : 0;

  useEffect(() => {
    const amount = chosen ? quote?.amount : 0;
    if (amount !== undefined && amount !== draft.estimatedAmount && !loading) {
      updateReservationDraft({ estimatedAmount: amount });
    }
  }, [chosen, quote, loading, draft.estimatedAmount]);

  const refusal = refusalOf(error);
  const notFound = normalizeError(error).kind === 'not-found';
  useEffect(() => {
    if (refusal === 'parking_not_found' || refusal === 'spot_not_found') {
      void navigate(paths.reservationError.href(refusalToErrorType(refusal)));
    } else if (notFound) {
      void navigate(
        paths.reservationError.href(refusalToErrorType(draft.spotNumber ? 'spot_not_found' : 'parking_not_found')),
      );
    }
  }, [refusal, notFound, navigate, draft.spotNumber]);

  return { ...quoteState, chosen, startIssue, estimated, refusal, notFound };
}
