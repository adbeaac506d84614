import { Button, Collapse, Group, NativeSelect, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useKeyFilter } from '../../../lib/key-filter/use-key-filter';
import { NoBillingAccount } from './no-billing-account';

export interface ParkingFormValues {
  name: string;
  note: string;
  accessInstructions: string;
  billingAccountId: string;
  organizationId: string;
  hasRestrictions: boolean;
  maxHeightCm: number | null;
  maxLengthCm: number | null;
  maxWidthCm: number | null;
}

/** What the API takes: empty texts and sizes as null, no sizes without restrictions. */
export type ParkingPayload = Omit<ParkingFormValues, 'note' | 'accessInstructions' | 'organizationId'> & {
  note: string | null;
  accessInstructions: string | null;
  organizationId: string | null;
};

export interface Option {
  value: string;
  label: string;
}

const FIELDS = [
  'name',
  'note',
  'accessInstructions',
  'billingAccountId',
  'organizationId',
  'hasRestrictions',
  'maxHeightCm',
  'maxLengthCm',
  'maxWidthCm',
] as const;
const SIZES = [
  ['maxHeightCm', 'max_height'],
  ['maxLengthCm', 'max_length'],
  ['maxWidthCm', 'max_width'],
] as const;

// An empty size box is "no limit" (null), not 0; typed digits become a number for the shared schema.
const toSize = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

interface ParkingFormProps {
  defaultValues: ParkingFormValues;
  billingAccounts: Option[];
  organizations: Option[];
  submitLabel: string;
  onSubmit: (payload: ParkingPayload) => Promise<void>;
}

/** The parking creator and editor share this form (SPEC §2). */
export function ParkingForm({
  defaultValues,
  billingAccounts,
  organizations,
  submitLabel,
  onSubmit,
}: ParkingFormProps) {
  const { t } = useTranslation('parkings');
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<ParkingFormValues>(() =>
        import('@parkshare/shared/validation/parkings').then((m) => m.parkingInput),
      ),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<ParkingFormValues>({ resolver, defaultValues });
  const { errors, isSubmitting } = form.formState;
  const sizeFilter = useKeyFilter({ filter: 'pint' });
  const hasRestrictions = form.watch('hasRestrictions');
  const noBilling = billingAccounts.length === 0;

  const submit = async (values: ParkingFormValues) => {
    try {
      await onSubmit({
        name: values.name,
        note: values.note || null,
        accessInstructions: values.accessInstructions || null,
        billingAccountId: values.billingAccountId,
        organizationId: values.organizationId || null,
        hasRestrictions: values.hasRestrictions,
        maxHeightCm: values.hasRestrictions ? (values.maxHeightCm ?? null) : null,
        maxLengthCm: values.hasRestrictions ? (values.maxLengthCm ?? null) : null,
        maxWidthCm: values.hasRestrictions ? (values.maxWidthCm ?? null) : null,
      });
    } catch (error) {
      applyFormError(error, form.setError, FIELDS);
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
      <Stack gap="sm" maw={560}>
        <FormAlert message={errors.root?.server?.message} />
        <TextInput
          label={t('form.name')}
          description={t('form.name_hint')}
          required
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Textarea
          label={t('form.note')}
          description={t('form.note_hint')}
          autosize
          minRows={2}
          maxRows={6}
          error={errors.note?.message}
          {...form.register('note')}
        />
        <Textarea
          label={t('form.access_instructions')}
          description={t('form.access_instructions_hint')}
          autosize
          minRows={2}
          maxRows={6}
          error={errors.accessInstructions?.message}
          {...form.register('accessInstructions')}
        />
        {noBilling ? (
          <NoBillingAccount />
        ) : (
          <NativeSelect
            label={t('form.billing_account')}
            description={t('form.billing_account_hint')}
            required
            data={billingAccounts}
            error={errors.billingAccountId?.message}
            {...form.register('billingAccountId')}
          />
        )}
        {organizations.length > 0 ? (
          <NativeSelect
            label={t('form.organization')}
            description={t('form.organization_hint')}
            data={[{ value: '', label: t('form.organization_none') }, ...organizations]}
            error={errors.organizationId?.message}
            {...form.register('organizationId')}
          />
        ) : null}
        <Switch
          label={t('form.restrictions')}
          description={t('form.restrictions_hint')}
          mt="xs"
          // Mantine keeps the switch's look in its own state: it starts from the saved value, RHF follows clicks.
          defaultChecked={defaultValues.hasRestrictions}
          {...form.register('hasRestrictions', {
            onChange: (event: { target: { checked: boolean } }) => {
              // Hidden sizes are dropped, so a stale value can neither block the form nor reach the API.
              if (!event.target.checked) {
                for (const [field] of SIZES) form.setValue(field, null);
                form.clearErrors(['maxHeightCm', 'maxLengthCm', 'maxWidthCm']);
              }
            },
          })}
        />
        <Collapse in={hasRestrictions}>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {SIZES.map(([field, label]) => (
              <TextInput
                key={field}
                label={t(`form.${label}`)}
                inputMode="numeric"
                rightSection={t('form.cm')}
                rightSectionPointerEvents="none"
                error={errors[field]?.message}
                {...sizeFilter}
                {...form.register(field, { setValueAs: toSize })}
              />
            ))}
          </SimpleGrid>
        </Collapse>
        <Group mt="sm">
          <Button type="submit" loading={isSubmitting} disabled={noBilling}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
