import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { coreMessages } from '@parkshare/shared/validation/messages-core';
import { DEFAULT_RESERVATION_MAX_DAYS } from '@parkshare/shared/reservations/periods';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { TermsLabel } from '../../../components/ui/terms-label';
import { paths } from '../../../config/paths';
import { useConfig } from '../../../lib/config';
import { confirm } from '../../../lib/confirm';
import { localizeMessage } from '../../../lib/i18n/localize-message';
import { getLastVehicle, setLastVehicle } from '../../../lib/last-vehicle';
import { clearReservationDraft, updateReservationDraft, type ReservationDraft } from '../../../lib/reservation-draft';
import { useBookingChoices } from '../api/booking-choices';
import { useNow } from '../hooks/use-now';
import { usePricePreview } from '../hooks/use-price-preview';
import { useReservationDraft } from '../hooks/use-reservation-draft';
import { useReservationSubmit } from '../hooks/use-reservation-submit';
import type { BookingField } from '../utils/booking-field-errors';
import { pickBilling, pickVehicle, type BillingChoice, type VehicleChoice } from '../utils/preselect';
import { customEndProblem, stayStart } from '../utils/rental-period';
import { problemText } from '../utils/stay-problems';
import { ChoiceFields } from './choice-fields';
import { PriceEstimate } from './price-estimate';
import { SpotSummary } from './spot-summary';
import { StayFields } from './stay-fields';

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
  const { t } = useTranslation('booking');
  const now = useNow();
  const maxDays = useConfig().reservations?.maxDays ?? DEFAULT_RESERVATION_MAX_DAYS;
  const choices = useBookingChoices();
  const preview = usePricePreview(draft, now, maxDays);
  const { errors, formError, submitting, submit, clearErrors } = useReservationSubmit(draft, maxDays);

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

  const { chosen, startIssue } = preview;
  // A start or a custom end that cannot be says so under itself at once: neither is ever moved to now.
  const startError = errors.startAt ?? (startIssue ? problemText(startIssue, maxDays) : undefined);
  const start = stayStart(draft.startAt, now) ?? now;
  const endProblem = draft.rentalPeriod === 'custom' ? customEndProblem(draft.customEndAt, start, now) : null;
  const endError = errors.customEndAt ?? (endProblem ? localizeMessage(coreMessages[endProblem]) : undefined);

  const change = (patch: Partial<ReservationDraft>, fields: BookingField[]) => {
    updateReservationDraft(patch);
    clearErrors(fields);
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

  return (
    <Stack gap={0} maw={640}>
      <PageHeader
        title={t('form.title')}
        back={{ to: paths.publicParking.href(draft.parkingId), label: t('form.back') }}
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

          <SpotSummary draft={draft} preview={preview} error={errors.spot} />

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

          <PriceEstimate preview={preview} />

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
