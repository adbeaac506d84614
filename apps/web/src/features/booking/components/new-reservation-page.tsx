import { Alert, Anchor, Button, Checkbox, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { formatMoney } from '@parkshare/shared/money';
import { coreMessages } from '@parkshare/shared/validation/messages-core';
import { DEFAULT_RESERVATION_MAX_DAYS } from '@parkshare/shared/reservations/periods';
import { useApolloClient } from '@apollo/client';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { refusalToErrorType } from '@parkshare/shared/reservations/outcomes';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { TermsLabel } from '../../../components/ui/terms-label';
import { paths } from '../../../config/paths';
import { useConfig } from '../../../lib/config';
import { confirm } from '../../../lib/confirm';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { i18n as appI18n } from '../../../lib/i18n/i18n';
import { localizeMessage } from '../../../lib/i18n/localize-message';
import { getLastVehicle, setLastVehicle } from '../../../lib/last-vehicle';
import { idempotencyKeys } from '../../../lib/payments/idempotency-key';
import { refusalOf } from '../../../lib/errors/reservation-refusal';
import { clearReservationDraft, updateReservationDraft, type ReservationDraft } from '../../../lib/reservation-draft';
import { expireSession } from '../../../lib/session/session-store';
import { useBookingChoices } from '../api/booking-choices';
import { useCreateReservation } from '../api/create-reservation';
import { reservationQuoteDocument } from '../api/reservation-quote';
import { useNow } from '../hooks/use-now';
import { useReservationDraft } from '../hooks/use-reservation-draft';
import { useReservationQuote } from '../hooks/use-reservation-quote';
import { localeOf } from '../../../lib/format/date';
import {
  customEndProblem,
  PREVIEW_PERIOD,
  startProblem,
  stayStart,
  stayWindow,
  type StartProblem,
} from '../utils/rental-period';
import { ChoiceFields } from './choice-fields';
import { StayFields, type StayField } from './stay-fields';
import { pickBilling, pickVehicle, type BillingChoice, type VehicleChoice } from '../utils/preselect';
import { SPOT_PLACEHOLDER, WithSpotNumber } from '../../../components/ui/spot-number';

type Field = 'spot' | 'vehicle' | 'billing' | 'terms' | StayField;
type FieldErrors = Partial<Record<Field, string>>;

// Where the API's field errors go on this form.
const SERVER_FIELDS: Record<string, Field> = {
  spotId: 'spot',
  vehicleId: 'vehicle',
  billingAccountId: 'billing',
  startAt: 'startAt',
  endAt: 'period',
  terms: 'terms',
};

// The start's messages: SPEC §5's 'not earlier than the present' and the owners' catalogue's booking reach.
const problemText = (problem: StartProblem, maxDays: number) =>
  problem === 'notInPast'
    ? localizeMessage(coreMessages.notInPast)
    : appI18n.t('owner-validation:reservationTooFarAhead', { count: maxDays });

/**
 * /reservations/new: the spot, the car, who the receipt is for, how long, the price from the pricing engine and
 * the terms. Every choice is written to the draft (session storage) at once, so a reload keeps it.
 */
export function NewReservationPage() {
  const draft = useReservationDraft();
  const [left, setLeft] = useState(false);
  if (left) {
    return <Navigate to={paths.map.href()} replace />;
  }
  if (!draft) {
    return <Navigate to={paths.reservation.href()} replace />;
  }
  return <ReservationForm draft={draft} onCleared={() => setLeft(true)} />;
}

function ReservationForm({ draft, onCleared }: { draft: ReservationDraft; onCleared: () => void }) {
  const { t, i18n } = useTranslation('booking');
  const locale = localeOf(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const client = useApolloClient();
  const now = useNow();
  const maxDays = useConfig().reservations?.maxDays ?? DEFAULT_RESERVATION_MAX_DAYS;
  const choices = useBookingChoices();
  const [create] = useCreateReservation();
  const [keyFor] = useState(idempotencyKeys);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  const vehicles: VehicleChoice[] = useMemo(() => choices.data?.myVehicles ?? [], [choices.data]);
  const billings: BillingChoice[] = useMemo(() => choices.data?.myBillingAccounts ?? [], [choices.data]);

  // Preselection once the lists are in: the draft's choice if still usable, else the last car, else the default;
  // the car's billing account, else the default one.
  useEffect(() => {
    if (!choices.data) {
      return;
    }
    const vehicle = pickVehicle(vehicles, draft.vehicleId, getLastVehicle());
    const vehicleId = vehicle?.id ?? null;
    const billingId = pickBilling(billings, draft.billingId, vehicle);
    if (vehicleId !== draft.vehicleId || billingId !== draft.billingId) {
      updateReservationDraft({ vehicleId, billingId });
    }
  }, [choices.data, vehicles, billings, draft.vehicleId, draft.billingId]);

  const chosen = stayWindow(draft.rentalPeriod, draft.customEndAt, now, draft.startAt);
  // A start or a custom end that cannot be says so under itself at once: neither is ever moved to now.
  const startIssue = startProblem(draft.startAt, now, maxDays);
  const startError = errors.startAt ?? (startIssue ? problemText(startIssue, maxDays) : undefined);
  const start = stayStart(draft.startAt, now) ?? now;
  const endProblem = draft.rentalPeriod === 'custom' ? customEndProblem(draft.customEndAt, start, now) : null;
  const endError = errors.customEndAt ?? (endProblem ? localizeMessage(coreMessages[endProblem]) : undefined);
  const quoteWindow = chosen ?? stayWindow(PREVIEW_PERIOD, null, now, startIssue ? null : draft.startAt);
  const quoteState = useReservationQuote(
    quoteWindow ? { identifier: draft.parkingId, spotNumber: draft.spotNumber, ...quoteWindow } : null,
  );
  const quote = quoteState.quote;
  const estimated = chosen ? (quote?.amount ?? draft.estimatedAmount) : 0;

  // The price follows the choice into the draft (SPEC §3 estimatedAmount, 0 until a period is chosen).
  useEffect(() => {
    const amount = chosen ? quote?.amount : 0;
    if (amount !== undefined && amount !== draft.estimatedAmount && !quoteState.loading) {
      updateReservationDraft({ estimatedAmount: amount });
    }
  }, [chosen, quote, quoteState.loading, draft.estimatedAmount]);

  // A parking or spot that is not there (any more): nothing to choose here, the error page says what to do.
  const quoteRefusal = refusalOf(quoteState.error);
  const quoteNotFound = normalizeError(quoteState.error).kind === 'not-found';
  useEffect(() => {
    if (quoteRefusal === 'parking_not_found' || quoteRefusal === 'spot_not_found') {
      void navigate(paths.reservationError.href(refusalToErrorType(quoteRefusal)));
    } else if (quoteNotFound) {
      void navigate(
        paths.reservationError.href(refusalToErrorType(draft.spotNumber ? 'spot_not_found' : 'parking_not_found')),
      );
    }
  }, [quoteRefusal, quoteNotFound, navigate, draft.spotNumber]);

  const change = (patch: Partial<ReservationDraft>, fields: Field[]) => {
    updateReservationDraft(patch);
    setErrors((previous) => {
      const next = { ...previous };
      for (const field of fields) delete next[field];
      return next;
    });
  };

  const chooseVehicle = (vehicleId: string) => {
    const vehicle = vehicles.find((item) => item.id === vehicleId) ?? null;
    if (vehicle) setLastVehicle(vehicle.id);
    change({ vehicleId: vehicle?.id ?? null, billingId: pickBilling(billings, null, vehicle) }, ['vehicle', 'billing']);
  };

  const clear = async () => {
    const yes = await confirm({
      title: t('form.clear_title'),
      message: t('form.clear_message'),
      confirmLabel: t('form.clear_confirm'),
    });
    if (yes) {
      onCleared();
      clearReservationDraft();
    }
  };

  const submit = async () => {
    setFormError(undefined);
    const at = Date.now();
    const stay = stayWindow(draft.rentalPeriod, draft.customEndAt, at, draft.startAt);
    const found: FieldErrors = {};
    const startIssueNow = draft.startAt === null ? null : (startProblem(draft.startAt, at, maxDays) ?? null);
    if (startIssueNow) found.startAt = problemText(startIssueNow, maxDays);
    if (!draft.vehicleId) found.vehicle = localizeMessage(coreMessages.required);
    if (!draft.billingId) found.billing = localizeMessage(coreMessages.required);
    if (!draft.rentalPeriod) found.period = localizeMessage(coreMessages.required);
    else if (draft.rentalPeriod === 'custom' && !stay) {
      const problem = customEndProblem(draft.customEndAt, stayStart(draft.startAt, at) ?? at, at);
      found.customEndAt = localizeMessage(coreMessages[draft.customEndAt ? (problem ?? 'endAfterStart') : 'required']);
    }
    if (!draft.terms) found.terms = localizeMessage(coreMessages.checked);
    setErrors(found);
    if (Object.keys(found).length > 0 || !stay || !draft.vehicleId || !draft.billingId) {
      return;
    }
    setSubmitting(true);
    try {
      // The spot for exactly this window (with "any free spot" the engine picks the first free one now).
      const fresh = await client.query({
        query: reservationQuoteDocument,
        variables: {
          input: {
            identifier: draft.parkingId,
            spotNumber: draft.spotNumber,
            startAt: stay.startAt.toISOString(),
            endAt: stay.endAt.toISOString(),
          },
        },
        fetchPolicy: 'no-cache',
      });
      const spot = fresh.data.reservationQuote;
      if (!spot.spotId) {
        if (spot.reason === 'parking_closed') {
          setErrors({ period: t('quote.reasons.parking_closed') });
          return;
        }
        await navigate(
          paths.reservationError.href(
            refusalToErrorType(draft.spotNumber ? 'spot_already_taken' : 'no_available_spot'),
          ),
        );
        return;
      }
      const input = {
        spotId: spot.spotId,
        vehicleId: draft.vehicleId,
        billingAccountId: draft.billingId,
        startAt: stay.startAt.toISOString(),
        endAt: stay.endAt.toISOString(),
        terms: true,
      };
      const result = await create({ variables: { input: { ...input, idempotencyKey: keyFor(input) } } });
      const payload = result.data?.createReservation;
      if (!payload) {
        return;
      }
      updateReservationDraft({ reservationId: payload.reservation.id, estimatedAmount: spot.amount });
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
      const placed: FieldErrors = {};
      const unplaced: string[] = [];
      for (const [field, list] of Object.entries(normalized.fieldErrors)) {
        // The end of a custom stay has a field of its own: its message goes there, once.
        const target =
          field === 'endAt' && draft.rentalPeriod === 'custom'
            ? 'customEndAt'
            : field === 'startAt' && draft.startAt === null
              ? 'period'
              : SERVER_FIELDS[field];
        const [first] = list;
        if (!first) continue;
        if (target && !placed[target]) placed[target] = localizeMessage(first);
        else unplaced.push(localizeMessage(first));
      }
      setErrors(placed);
      // "The given data was invalid." only when some message has no field to stand under.
      const placedAny = Object.keys(placed).length > 0;
      setFormError(placedAny && unplaced.length === 0 ? undefined : [errorMessage(normalized), ...unplaced].join(' '));
    } finally {
      setSubmitting(false);
    }
  };

  const parkingPage = paths.publicParking.href(draft.parkingId);
  const address = quote?.address ?? draft.parkingData?.address ?? draft.parkingId;

  return (
    <Stack gap={0} maw={640}>
      <PageHeader
        title={t('form.title')}
        back={{ to: parkingPage, label: t('form.back') }}
        description={t('form.description')}
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <FormAlert message={formError} />
          {draft.reservationId ? (
            <Alert color="blue" title={t('form.started_title')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('form.started_text')}</Text>
                <Button component={Link} to={paths.reservationPayments.href()} size="xs">
                  {t('form.started_pay')}
                </Button>
              </Stack>
            </Alert>
          ) : null}

          <Paper p="md" withBorder bg="var(--ps-surface)">
            <Stack gap="xs">
              <Group gap="xs" wrap="nowrap">
                <IconMapPin size={20} aria-hidden />
                <Text fw={600}>{t('form.spot')}</Text>
              </Group>
              <Text data-testid="booking-parking">{address}</Text>
              <Text size="sm" data-testid="booking-spot">
                {draft.spotNumber ? (
                  <WithSpotNumber
                    text={t('form.spot_number', { number: SPOT_PLACEHOLDER })}
                    number={draft.spotNumber}
                  />
                ) : quote?.spotNumber ? (
                  <WithSpotNumber
                    text={t(draft.startAt ? 'form.any_spot_then' : 'form.any_spot_now', { number: SPOT_PLACEHOLDER })}
                    number={quote.spotNumber}
                  />
                ) : (
                  t('form.any_spot')
                )}
              </Text>
              {quote && !quote.available ? (
                <Alert color="yellow" role="status" p="xs">
                  <Text size="sm">
                    {t(`quote.reasons.${quote.reason ?? 'no_available_spot'}`, {
                      defaultValue: t('quote.reasons.no_available_spot'),
                    })}
                  </Text>
                </Alert>
              ) : null}
              {quoteState.error && !quoteRefusal && !quoteNotFound ? (
                <Text size="sm" c="red">
                  {errorMessage(normalizeError(quoteState.error))}
                </Text>
              ) : null}
              {errors.spot ? (
                <Text size="sm" c="red">
                  {errors.spot}
                </Text>
              ) : null}
              <Anchor component={Link} to={parkingPage} size="sm">
                {t('form.change_spot')}
              </Anchor>
            </Stack>
          </Paper>

          <ChoiceFields
            choices={choices}
            vehicles={vehicles}
            billings={billings}
            draft={draft}
            errors={errors}
            onVehicle={chooseVehicle}
            onBilling={(billingId) => change({ billingId }, ['billing'])}
          />

          <StayFields
            draft={draft}
            now={now}
            maxDays={maxDays}
            chosen={chosen}
            errors={{ period: errors.period, startAt: startError, customEndAt: endError }}
            change={change}
          />

          <Paper p="md" withBorder bg="var(--ps-surface)">
            <Group justify="space-between" align="center" wrap="nowrap" aria-live="polite">
              <Stack gap={0}>
                <Text size="sm" c="dimmed">
                  {t('form.estimated')}
                </Text>
                <Text fz={24} fw={700} data-testid="estimated-amount">
                  {formatMoney(estimated, locale, quote?.currency ?? 'PLN')}
                </Text>
              </Stack>
              {quoteState.loading && chosen ? <Loader size="sm" aria-label={t('form.pricing')} /> : null}
            </Group>
            {!chosen ? (
              <Text size="sm" c="dimmed">
                {t('form.estimated_hint')}
              </Text>
            ) : null}
          </Paper>

          <Checkbox
            label={<TermsLabel ns="booking" i18nKey="form.terms" />}
            checked={draft.terms}
            onChange={(event) => change({ terms: event.currentTarget.checked }, ['terms'])}
            error={errors.terms}
          />

          <Group gap="sm" justify="space-between">
            <Button type="button" variant="default" onClick={() => void clear()}>
              {t('form.clear')}
            </Button>
            <Button type="submit" size="md" loading={submitting}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
