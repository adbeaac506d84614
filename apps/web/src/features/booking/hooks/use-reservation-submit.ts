import { refusalToErrorType } from '@parkshare/shared/reservations/outcomes';
import { createReservationInput } from '@parkshare/shared/validation/reservations';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { refusalOf } from '../../../lib/errors/reservation-refusal';
import { idempotencyKeys } from '../../../lib/payments/idempotency-key';
import { updateReservationDraft, type ReservationDraft } from '../../../lib/reservation-draft';
import { expireSession } from '../../../lib/session/session-store';
import { useCreateReservation } from '../api/create-reservation';
import {
  issueFieldErrors,
  placeFieldErrors,
  type BookingField,
  type BookingFieldErrors,
} from '../utils/booking-field-errors';
import { stayWindow } from '../utils/rental-period';
import { stayProblems } from '../utils/stay-problems';

export interface ReservationSubmit {
  errors: BookingFieldErrors;
  /** The message above the form: the error's own, with the field messages that have no field to stand under. */
  formError: string | undefined;
  submitting: boolean;
  submit: () => Promise<void>;
  /** The driver changed these fields: their messages go. */
  clearErrors: (fields: readonly BookingField[]) => void;
}

/**
 * Books the draft: the stay's clock rules and the shared createReservationInput schema first (messages under their
 * fields), then createReservation with the parking's identifier and spot number — the API picks the spot in its
 * booking statement — and on to the payment. A refusal (SPEC §8) opens the reservation error page.
 */
export function useReservationSubmit(draft: ReservationDraft, maxDays: number): ReservationSubmit {
  const navigate = useNavigate();
  const [create] = useCreateReservation();
  const [keyFor] = useState(idempotencyKeys);
  const [errors, setErrors] = useState<BookingFieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  const clearErrors = (fields: readonly BookingField[]) =>
    setErrors((previous) => {
      const next = { ...previous };
      for (const field of fields) delete next[field];
      return next;
    });

  const submit = async () => {
    setFormError(undefined);
    const at = Date.now();
    const stay = stayWindow(draft.rentalPeriod, draft.customEndAt, at, draft.startAt);
    const found = stayProblems(draft, stay, at, maxDays);
    const parsed = z.safeParse(createReservationInput, {
      identifier: draft.parkingId,
      spotNumber: draft.spotNumber,
      vehicleId: draft.vehicleId,
      billingAccountId: draft.billingId,
      startAt: stay?.startAt,
      endAt: stay?.endAt,
      terms: draft.terms,
    });
    if (!parsed.success) {
      const schemaErrors = issueFieldErrors(parsed.error.issues);
      if (!stay) {
        // No stay to send: the clock rules above have said why.
        delete schemaErrors.startAt;
        delete schemaErrors.endAt;
      }
      const { placed } = placeFieldErrors(schemaErrors, draft);
      for (const field of Object.keys(placed) as BookingField[]) found[field] ??= placed[field];
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) {
      return;
    }
    setSubmitting(true);
    try {
      const { data } = parsed;
      const input = { ...data, startAt: data.startAt.toISOString(), endAt: data.endAt.toISOString() };
      const result = await create({ variables: { input: { ...input, idempotencyKey: keyFor(input) } } });
      const payload = result.data?.createReservation;
      if (!payload) {
        return;
      }
      updateReservationDraft({ reservationId: payload.reservation.id, estimatedAmount: payload.reservation.amount });
      await navigate(paths.reservationPayments.href(payload.order.id));
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) {
        await navigate(paths.reservationError.href(refusalToErrorType(refusal)));
        return;
      }
      const normalized = normalizeError(error);
      if (normalized.kind === 'unauthenticated') {
        expireSession();
        return;
      }
      const { placed, unplaced } = placeFieldErrors(normalized.fieldErrors, draft);
      setErrors(placed);
      // "The given data was invalid." only when some message has no field to stand under.
      const placedAny = Object.keys(placed).length > 0;
      setFormError(placedAny && unplaced.length === 0 ? undefined : [errorMessage(normalized), ...unplaced].join(' '));
    } finally {
      setSubmitting(false);
    }
  };

  return { errors, formError, submitting, submit, clearErrors };
}
