import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SpotFeature } from '@parkshare/shared/spots/features';
import { FormAlert } from '../../../components/ui/form-alert';
import { SpotFeaturesField } from '../../../components/ui/spot-features';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';

export interface SpotFormValues {
  number: string;
  hasRestrictions: boolean;
  features: SpotFeature[];
}

const FIELDS = ['number', 'hasRestrictions', 'features'] as const;

interface SpotFormProps {
  defaultValues: SpotFormValues;
  submitLabel: string;
  onSubmit: (values: SpotFormValues) => Promise<void>;
}

/** One spot: the spot creator and the spot editor share it. */
export function SpotForm({ defaultValues, submitLabel, onSubmit }: SpotFormProps) {
  const { t } = useTranslation('parkings');
  const { resolver, preload } = useMemo(
    () => lazyZodResolver<SpotFormValues>(() => import('@parkshare/shared/validation/owners').then((m) => m.spotInput)),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<SpotFormValues>({ resolver, defaultValues });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: SpotFormValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyFormError(error, form.setError, FIELDS);
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
      <Stack gap="sm" maw={480}>
        <FormAlert message={errors.root?.server?.message} />
        <TextInput
          label={t('spot_form.number')}
          description={t('spot_form.number_hint')}
          required
          autoComplete="off"
          error={errors.number?.message}
          {...form.register('number')}
        />
        <Switch
          label={t('spot_form.restrictions')}
          description={t('spot_form.restrictions_hint')}
          // Mantine keeps the switch's look in its own state: it starts from the saved value, RHF follows clicks.
          defaultChecked={defaultValues.hasRestrictions}
          {...form.register('hasRestrictions')}
        />
        <Controller
          control={form.control}
          name="features"
          render={({ field }) => (
            <SpotFeaturesField
              label={t('spot_form.features')}
              description={t('spot_form.features_hint')}
              value={field.value}
              onChange={field.onChange}
              error={errors.features?.message}
            />
          )}
        />
        <Group mt="sm">
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
