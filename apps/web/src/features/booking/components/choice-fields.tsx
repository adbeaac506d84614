import { Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconCar, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardsSkeleton, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { formatRegistrationNumber } from '../../../lib/format/registration-number';
import type { ReservationDraft } from '../../../lib/reservation-draft';
import type { useBookingChoices } from '../api/booking-choices';
import type { BillingChoice, VehicleChoice } from '../utils/preselect';

interface ChoiceFieldsProps {
  choices: ReturnType<typeof useBookingChoices>;
  vehicles: VehicleChoice[];
  billings: BillingChoice[];
  draft: ReservationDraft;
  errors: { vehicle?: string; billing?: string };
  onVehicle: (vehicleId: string) => void;
  onBilling: (billingId: string | null) => void;
}

/** The car (its registration number is what the owner sees) and who the receipt is for, or the way to add them. */
export function ChoiceFields({ choices, vehicles, billings, draft, errors, onVehicle, onBilling }: ChoiceFieldsProps) {
  const { t } = useTranslation('booking');
  return (
    <Paper p="md" withBorder bg="var(--ps-surface)">
      {choices.loading && !choices.data ? (
        <CardsSkeleton count={1} label={t('form.loading_choices')} />
      ) : choices.error && !choices.data ? (
        <LoadError error={choices.error} onRetry={() => void choices.refetch()} />
      ) : (
        <Stack gap="md">
          {vehicles.length === 0 ? (
            <MissingChoice
              icon={<IconCar size={20} aria-hidden />}
              title={t('form.vehicle')}
              message={t('form.no_vehicle')}
              addTo={paths.vehicleCreator.href()}
              addLabel={t('form.add_vehicle')}
              error={errors.vehicle}
            />
          ) : (
            <NativeSelect
              label={t('form.vehicle')}
              leftSection={<IconCar size={18} aria-hidden />}
              withAsterisk
              value={draft.vehicleId ?? ''}
              onChange={(event) => onVehicle(event.currentTarget.value)}
              error={errors.vehicle}
              data={[
                ...(draft.vehicleId ? [] : [{ value: '', label: t('form.choose_vehicle') }]),
                ...vehicles.map((vehicle) => ({
                  value: vehicle.id,
                  label:
                    (vehicle.name
                      ? `${formatRegistrationNumber(vehicle.registrationNumber)} · ${vehicle.name}`
                      : formatRegistrationNumber(vehicle.registrationNumber)) +
                    (vehicle.status === 'active' ? '' : ` (${t('form.inactive')})`),
                  disabled: vehicle.status !== 'active',
                })),
              ]}
            />
          )}
          {billings.length === 0 ? (
            <MissingChoice
              icon={<IconReceipt size={20} aria-hidden />}
              title={t('form.billing')}
              message={t('form.no_billing')}
              addTo={paths.billingCreator.href()}
              addLabel={t('form.add_billing')}
              error={errors.billing}
            />
          ) : (
            <NativeSelect
              label={t('form.billing')}
              description={t('form.billing_hint')}
              leftSection={<IconReceipt size={18} aria-hidden />}
              withAsterisk
              value={draft.billingId ?? ''}
              onChange={(event) => onBilling(event.currentTarget.value || null)}
              error={errors.billing}
              data={[
                ...(draft.billingId ? [] : [{ value: '', label: t('form.choose_billing') }]),
                ...billings.map((billing) => ({
                  value: billing.id,
                  label: [billing.fullName ?? billing.companyName, billing.city].filter(Boolean).join(', '),
                })),
              ]}
            />
          )}
        </Stack>
      )}
    </Paper>
  );
}

interface MissingChoiceProps {
  icon: ReactNode;
  title: string;
  message: string;
  addTo: string;
  addLabel: string;
  error: string | undefined;
}

/** In place of a select with nothing to choose: what is missing and the way to add it (and back here). */
function MissingChoice({ icon, title, message, addTo, addLabel, error }: MissingChoiceProps) {
  return (
    <Stack gap={4} align="flex-start">
      <Group gap="xs" wrap="nowrap">
        {icon}
        <Text fw={600}>{title}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {message}
      </Text>
      <Button component={Link} to={addTo} size="sm" variant="light">
        {addLabel}
      </Button>
      {error ? (
        <Text size="sm" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
