import { Anchor, Button, Checkbox, Group, NativeSelect, Stack, Switch, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isPolishPlate } from '@parkshare/shared/validation/plates';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import type { VehicleBillingAccountsQuery, VehicleForEditorQuery, VehicleStatus } from '../../../gql/graphql';
import { formatRegistrationNumber } from '../../../lib/format/registration-number';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { mergeDraft, saveDraft, takeDraft } from '../../../lib/forms/form-draft';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useKeyFilter } from '../../../lib/key-filter/use-key-filter';
import { notify } from '../../../lib/notify';
import { useCreateVehicle } from '../api/create-vehicle';
import { useUpdateVehicle } from '../api/update-vehicle';
import { billingHolder } from '../utils/vehicle-display';

export interface VehicleFormValues {
  registrationNumber: string;
  name: string;
  status: VehicleStatus;
  billingAccountId: string;
  isDefault: boolean;
  foreignPlate: boolean;
}

const FIELDS = ['registrationNumber', 'name', 'status', 'billingAccountId', 'isDefault', 'foreignPlate'] as const;

interface VehicleFormProps {
  /** The vehicle being edited; absent on the creator. */
  vehicle?: VehicleForEditorQuery['vehicle'];
  billingAccounts: VehicleBillingAccountsQuery['myBillingAccounts'];
  /** Back from the billing account creator: the typed values return, with the account just made if any. */
  returned?: { billingAccountId?: string } | null;
}

/** The one form of /vehicle-creator and /vehicle/{vehicleId}/editor (SPEC §2: they share one screen). */
export function VehicleForm({ vehicle, billingAccounts, returned }: VehicleFormProps) {
  const { t } = useTranslation('vehicles');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [create] = useCreateVehicle();
  const [update] = useUpdateVehicle();
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<VehicleFormValues>(() =>
        import('@parkshare/shared/validation/vehicles').then((m) => m.vehicleInput),
      ),
    [],
  );
  useEffect(preload, [preload]);
  const [defaultValues] = useState<VehicleFormValues>(() => {
    const defaults: VehicleFormValues = {
      // Shown as read on the plate; the server stores it without the space.
      registrationNumber: vehicle ? formatRegistrationNumber(vehicle.registrationNumber) : '',
      name: vehicle?.name ?? '',
      status: vehicle?.status ?? 'active',
      // A new vehicle is billed to the default account unless the driver picks another.
      billingAccountId: vehicle
        ? (vehicle.billingAccount?.id ?? '')
        : (billingAccounts.find((account) => account.isDefault)?.id ?? ''),
      isDefault: vehicle?.isDefault ?? false,
      // The flag is not stored: a saved plate that is no Polish one was saved as foreign.
      foreignPlate: vehicle ? !isPolishPlate(vehicle.registrationNumber) : false,
    };
    if (!returned) return defaults;
    const restored = mergeDraft(defaults, takeDraft(pathname));
    const known = billingAccounts.some((account) => account.id === returned.billingAccountId);
    return known && returned.billingAccountId ? { ...restored, billingAccountId: returned.billingAccountId } : restored;
  });
  const form = useForm<VehicleFormValues>({ resolver, defaultValues });
  const { errors, isSubmitting } = form.formState;
  const plateKeys = useKeyFilter({ filter: /[a-z\d\s-]/i });
  const plate = form.register('registrationNumber');

  const onSubmit = async (values: VehicleFormValues) => {
    // The resolver hands on the schema's output: the plate normalised, empty texts and ids as null.
    try {
      if (vehicle) {
        await update({ variables: { id: vehicle.id, input: values } });
        notify('success', t('editor.updated'));
      } else {
        await create({ variables: { input: values } });
        notify('success', t('editor.created'));
      }
      await navigate(paths.vehicles.href());
    } catch (error) {
      applyFormError(error, form.setError, FIELDS);
    }
  };

  const billingOptions = [
    { value: '', label: t('editor.no_billing_account') },
    ...billingAccounts.map((account) => ({ value: account.id, label: billingHolder(account) })),
  ];

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={errors.root?.server?.message} />
        <TextInput
          label={t('fields.registration_number')}
          description={t('editor.registration_number_hint')}
          withAsterisk
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          error={errors.registrationNumber?.message}
          {...plate}
          {...plateKeys}
          onChange={(event) => {
            // Capitals as they are typed, keeping the caret where it was.
            const input = event.currentTarget;
            const { selectionStart, selectionEnd } = input;
            const upper = input.value.toUpperCase();
            if (upper !== input.value) {
              input.value = upper;
              input.setSelectionRange(selectionStart, selectionEnd);
            }
            void plate.onChange(event);
          }}
        />
        <Checkbox
          label={t('fields.foreign_plate')}
          description={t('editor.foreign_plate_hint')}
          error={errors.foreignPlate?.message}
          {...form.register('foreignPlate')}
        />
        <TextInput
          label={t('fields.name')}
          description={t('editor.name_hint')}
          maxLength={100}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <NativeSelect
          label={t('fields.status')}
          description={t('editor.status_hint')}
          data={[
            { value: 'active', label: t('status.active') },
            { value: 'inactive', label: t('status.inactive') },
          ]}
          error={errors.status?.message}
          {...form.register('status')}
        />
        <Stack gap={6}>
          <NativeSelect
            label={t('fields.billing_account')}
            description={
              billingAccounts.length > 0 ? t('editor.billing_account_hint') : t('editor.no_billing_accounts')
            }
            data={billingOptions}
            error={errors.billingAccountId?.message}
            {...form.register('billingAccountId')}
          />
          {billingAccounts.length === 0 ? (
            <Anchor
              component={Link}
              to={paths.billingCreator.href(pathname)}
              onClick={() => saveDraft(pathname, form.getValues())}
              size="sm"
              style={{ alignSelf: 'flex-start' }}
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconPlus size={14} aria-hidden />
                {t('editor.add_billing_account')}
              </Group>
            </Anchor>
          ) : null}
        </Stack>
        <Switch
          label={t('fields.is_default')}
          description={vehicle?.isDefault ? t('editor.is_default_locked') : t('editor.is_default_hint')}
          disabled={vehicle?.isDefault ?? false}
          error={errors.isDefault?.message}
          {...form.register('isDefault')}
        />
        <Group gap="sm">
          <Button type="submit" loading={isSubmitting}>
            {vehicle ? t('editor.save') : t('editor.create')}
          </Button>
          <Button component={Link} to={paths.vehicles.href()} variant="default">
            {t('actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
