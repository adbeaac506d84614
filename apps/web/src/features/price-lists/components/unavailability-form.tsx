import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UnavailabilityFormValues } from '@parkshare/shared/validation/price-lists';
import { FormAlert } from '../../../components/ui/form-alert';
import { useItemForm } from '../hooks/use-item-form';
import type { UnavailabilityItem } from './unavailability-card';
import { DaysField } from './days-field';
import { TimeRangeFields } from './time-range-fields';

const FIELDS = ['name', 'days', 'startTime', 'endTime'] as const;
const loadSchema = () => import('@parkshare/shared/validation/price-lists').then((m) => m.unavailabilityFormInput);

interface UnavailabilityFormProps {
  /** The unavailability being edited; without it the form adds a new one. */
  item?: UnavailabilityItem;
  onSubmit: (values: UnavailabilityFormValues) => Promise<void>;
}

/** Name, days and events, closing and opening time; the end may be before the start (a night). */
export function UnavailabilityForm({ item, onSubmit }: UnavailabilityFormProps) {
  const { t } = useTranslation('prices');
  const { form, onSubmit: submit } = useItemForm<UnavailabilityFormValues>({
    loadSchema,
    defaultValues: item
      ? { name: item.name, days: [...item.days], startTime: item.startTime, endTime: item.endTime }
      : { name: '', days: [], startTime: '22:00', endTime: '06:00' },
    fields: FIELDS,
    submit: onSubmit,
  });
  const { errors, isSubmitting } = form.formState;
  const days = form.watch('days');

  return (
    <form onSubmit={submit} noValidate>
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
        <TimeRangeFields
          start={{
            label: t('unavailability.start'),
            error: errors.startTime?.message,
            field: form.register('startTime'),
          }}
          end={{ label: t('unavailability.end'), error: errors.endTime?.message, field: form.register('endTime') }}
          hint={t('unavailability.midnight_hint')}
        />
        <Text size="sm" c="dimmed">
          {t('unavailability.intro')}
        </Text>
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {item ? t('editor.submit') : t('unavailability.submit')}
        </Button>
      </Stack>
    </form>
  );
}
