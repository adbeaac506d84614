import { Button, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  SETTLEMENT_PERIODS,
  type DayOrEvent,
  type PriceList,
  type SettlementPeriod,
} from '@parkshare/shared/pricing/types';
import { moneyInputValue } from '@parkshare/shared/money';
import type { PriceListFormValues } from '@parkshare/shared/validation/price-lists';
import { FormAlert } from '../../../components/ui/form-alert';
import { useKeyFilter } from '../../../lib/key-filter/use-key-filter';
import { useItemForm } from '../hooks/use-item-form';
import { useUnusualPriceConfirm } from '../hooks/use-unusual-price-confirm';
import { groszeOf } from '../utils/money-value';
import { DaysField } from './days-field';
import type { PriceListItem } from './price-list-card';
import { PricingRule } from './pricing-rule';
import { StayPreview } from './stay-preview';
import { TimeRangeFields } from './time-range-fields';

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
  /** The price list being edited; without it the form adds a new one. */
  list?: PriceListItem;
  /** The parking's other lists, priced beside this one in the preview (the highest applicable list wins). */
  otherLists: readonly PriceList[];
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

const loadSchema = () => import('@parkshare/shared/validation/price-lists').then((m) => m.priceListFormInput);

const PRICE_FIELDS = [
  ['firstPeriodPrice', 'creator.first_price'],
  ['nextPeriodPrice', 'creator.next_price'],
] as const;

// Half days suggest their hours (README: whether a stay may start on such a list is decided by its hours).
const SUGGESTED_HOURS: Partial<Record<SettlementPeriod, [string, string]>> = {
  half_day_daytime: ['08:00', '20:00'],
  half_day_nighttime: ['20:00', '08:00'],
};

/** The price creator's and editor's form; the basic list hides days and hours (it applies around the clock). */
export function PriceListForm({ isBasic, list, otherLists, onSubmit }: PriceListFormProps) {
  const { t, i18n } = useTranslation('prices');
  const locale = i18n.resolvedLanguage ?? 'en';
  const moneyKeys = useKeyFilter({ filter: 'money' });
  const confirmUnusual = useUnusualPriceConfirm();
  const { form, onSubmit: submit } = useItemForm<PriceListFormValues>({
    loadSchema,
    defaultValues: list
      ? {
          isBasic,
          name: list.name,
          days: [...list.days],
          startHour: list.startHour,
          endHour: list.endHour,
          settlementPeriod: list.settlementPeriod,
          firstPeriodPrice: moneyInputValue(list.firstPeriodPrice, locale),
          nextPeriodPrice: moneyInputValue(list.nextPeriodPrice, locale),
        }
      : {
          isBasic,
          name: isBasic ? t('creator.basic_name') : '',
          days: [],
          startHour: '00:00',
          endHour: '00:00',
          settlementPeriod: 'one_hour',
          firstPeriodPrice: '',
          nextPeriodPrice: '',
        },
    fields: FIELDS,
    submit: async (values) => {
      const prices = {
        settlementPeriod: values.settlementPeriod,
        firstPeriodPrice: groszeOf(values.firstPeriodPrice),
        nextPeriodPrice: groszeOf(values.nextPeriodPrice),
      };
      if (!(await confirmUnusual(prices))) return;
      await onSubmit({
        name: values.name,
        days: [...values.days],
        startHour: values.startHour,
        endHour: values.endHour,
        ...prices,
      });
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [name, settlementPeriod, days, startHour, endHour, firstPeriodPrice, nextPeriodPrice] = form.watch([
    'name',
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

  return (
    <form onSubmit={submit} noValidate>
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
            <TimeRangeFields
              start={{
                label: t('creator.start_hour'),
                error: errors.startHour?.message,
                field: form.register('startHour'),
              }}
              end={{ label: t('creator.end_hour'), error: errors.endHour?.message, field: form.register('endHour') }}
              hint={t('creator.hours_hint')}
            />
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
          {PRICE_FIELDS.map(([name, label]) => (
            <TextInput
              key={name}
              label={t(label)}
              description={t('creator.price_hint')}
              inputMode="decimal"
              autoComplete="off"
              rightSection="zł"
              error={errors[name]?.message}
              {...moneyKeys}
              {...form.register(name)}
            />
          ))}
        </SimpleGrid>
        <PricingRule
          settlementPeriod={settlementPeriod}
          firstPeriodPrice={firstPeriodPrice}
          nextPeriodPrice={nextPeriodPrice}
          startHour={isBasic ? undefined : startHour}
          endHour={isBasic ? undefined : endHour}
        />
        <StayPreview
          draft={{
            id: list?.id,
            isBasic,
            name,
            days,
            startHour,
            endHour,
            settlementPeriod,
            firstPeriodPrice,
            nextPeriodPrice,
          }}
          otherLists={otherLists}
        />
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {list ? t('editor.submit') : t('creator.submit')}
        </Button>
      </Stack>
    </form>
  );
}
