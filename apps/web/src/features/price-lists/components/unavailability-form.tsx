import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UnavailabilityFormValues } from '@parkshare/shared/validation/price-lists';
import { FormAlert } from '../../../components/ui/form-alert';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { DaysField } from './days-field';

const FIELDS = ['name', 'days', 'startTime', 'endTime'] as const;

/** Name, days and events, closing and opening time; the end may be before the start (a night). */
export function UnavailabilityForm({ onSubmit }: { onSubmit: (values: UnavailabilityFormValues) => Promise<void> }) {
  const { t } = useTranslation('prices');
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<UnavailabilityFormValues>(() =>
        import('@parkshare/shared/validation/price-lists').then((m) => m.unavailabilityFormInput),
      ),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<UnavailabilityFormValues>({
    resolver,
    defaultValues: { name: '', days: [], startTime: '22:00', endTime: '06:00' },
  });
  const { errors, isSubmitting } = form.formState;
  const days = form.watch('days');

  const submit = async (values: UnavailabilityFormValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyFormError(error, form.setError, FIELDS);
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={errors.root?.server?.message} />
        <TextInput
          label={t('unavailability.name')}
          description={t('unavailability.name_hint')}
          maxLength={100}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <DaysField
          label={t('creator.days')}
          description={t('unavailability.days_hint')}
          value={days}
          onChange={(value) => form.setValue('days', value, { shouldDirty: true })}
          error={errors.days?.message}
        />
        <Stack gap={4}>
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              type="time"
              label={t('unavailability.start')}
              error={errors.startTime?.message}
              {...form.register('startTime')}
            />
            <TextInput
              type="time"
              label={t('unavailability.end')}
              error={errors.endTime?.message}
              {...form.register('endTime')}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('unavailability.midnight_hint')}
          </Text>
        </Stack>
        <Text size="sm" c="dimmed">
          {t('unavailability.intro')}
        </Text>
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('unavailability.submit')}
        </Button>
      </Stack>
    </form>
  );
}
