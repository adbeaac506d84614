import { Button, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SETTLEMENT_PERIODS, type DayOrEvent, type SettlementPeriod } from '@parkshare/shared/pricing/types';
import type { PriceListFormValues } from '@parkshare/shared/validation/price-lists';
import { FormAlert } from '../../../components/ui/form-alert';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useKeyFilter } from '../../../lib/key-filter/use-key-filter';
import { groszeOf } from '../utils/money-value';
import { DaysField } from './days-field';
import { PricingRule } from './pricing-rule';

export interface PriceListSubmit {
  name: string;
  days: DayOrEvent[];
  startHour: string;
  endHour: string;
  settlementPeriod: SettlementPeriod;
  firstPeriodPrice: number;
  nextPeriodPrice: number;
}

interface PriceListFormProps {
  isBasic: boolean;
  onSubmit: (values: PriceListSubmit) => Promise<void>;
}

const FIELDS = [
  'name',
  'days',
  'startHour',
  'endHour',
  'settlementPeriod',
  'firstPeriodPrice',
  'nextPeriodPrice',
] as const;

// Half days suggest their hours (README: whether a stay may start on such a list is decided by its hours).
const SUGGESTED_HOURS: Partial<Record<SettlementPeriod, [string, string]>> = {
  half_day_daytime: ['08:00', '20:00'],
  half_day_nighttime: ['20:00', '08:00'],
};

/** The price creator's form; the basic list hides days and hours, since it applies around the clock. */
export function PriceListForm({ isBasic, onSubmit }: PriceListFormProps) {
  const { t } = useTranslation('prices');
  const moneyKeys = useKeyFilter({ filter: 'money' });
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<PriceListFormValues>(() =>
        import('@parkshare/shared/validation/price-lists').then((m) => m.priceListFormInput),
      ),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<PriceListFormValues>({
    resolver,
    defaultValues: {
      isBasic,
      name: isBasic ? t('creator.basic_name') : '',
      days: [],
      startHour: '00:00',
      endHour: '00:00',
      settlementPeriod: 'one_hour',
      firstPeriodPrice: '',
      nextPeriodPrice: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [settlementPeriod, days, startHour, endHour, firstPeriodPrice, nextPeriodPrice] = form.watch([
    'settlementPeriod',
    'days',
    'startHour',
    'endHour',
    'firstPeriodPrice',
    'nextPeriodPrice',
  ]);

  const changePeriod = (period: SettlementPeriod) => {
    form.setValue('settlementPeriod', period, { shouldDirty: true });
    const hours = SUGGESTED_HOURS[period];
    if (hours && !isBasic) {
      form.setValue('startHour', hours[0], { shouldDirty: true });
      form.setValue('endHour', hours[1], { shouldDirty: true });
    }
  };

  const submit = async (values: PriceListFormValues) => {
    try {
      await onSubmit({
        name: values.name,
        days: [...values.days],
        startHour: values.startHour,
        endHour: values.endHour,
        settlementPeriod: values.settlementPeriod,
        firstPeriodPrice: groszeOf(values.firstPeriodPrice),
        nextPeriodPrice: groszeOf(values.nextPeriodPrice),
      });
    } catch (error) {
      applyFormError(error, form.setError, FIELDS);
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={errors.root?.server?.message} />
        <TextInput
          label={t('creator.name')}
          description={t('creator.name_hint')}
          maxLength={100}
          error={errors.name?.message}
          {...form.register('name')}
        />
        {isBasic ? null : (
          <>
            <DaysField
              label={t('creator.days')}
              description={t('creator.days_hint')}
              value={days}
              onChange={(value) => form.setValue('days', value, { shouldDirty: true })}
              error={errors.days?.message}
            />
            <Stack gap={4}>
              <SimpleGrid cols={2} spacing="sm">
                <TextInput
                  type="time"
                  label={t('creator.start_hour')}
                  error={errors.startHour?.message}
                  {...form.register('startHour')}
                />
                <TextInput
                  type="time"
                  label={t('creator.end_hour')}
                  error={errors.endHour?.message}
                  {...form.register('endHour')}
                />
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                {t('creator.hours_hint')}
              </Text>
            </Stack>
          </>
        )}
        <NativeSelect
          label={t('creator.period')}
          error={errors.settlementPeriod?.message}
          data={SETTLEMENT_PERIODS.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
          value={settlementPeriod}
          onChange={(event) => changePeriod(event.currentTarget.value as SettlementPeriod)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('creator.first_price')}
            description={t('creator.price_hint')}
            inputMode="decimal"
            autoComplete="off"
            rightSection="zł"
            error={errors.firstPeriodPrice?.message}
            {...moneyKeys}
            {...form.register('firstPeriodPrice')}
          />
          <TextInput
            label={t('creator.next_price')}
            description={t('creator.price_hint')}
            inputMode="decimal"
            autoComplete="off"
            rightSection="zł"
            error={errors.nextPeriodPrice?.message}
            {...moneyKeys}
            {...form.register('nextPeriodPrice')}
          />
        </SimpleGrid>
        <PricingRule
          settlementPeriod={settlementPeriod}
          firstPeriodPrice={firstPeriodPrice}
          nextPeriodPrice={nextPeriodPrice}
          startHour={isBasic ? undefined : startHour}
          endHour={isBasic ? undefined : endHour}
        />
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('creator.submit')}
        </Button>
      </Stack>
    </form>
  );
}
