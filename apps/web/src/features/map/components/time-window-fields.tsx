import '@mantine/dates/styles.css';
// Month and weekday names for the calendar; English is built into dayjs.
import 'dayjs/locale/pl';
import { SimpleGrid } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@parkshare/shared/locales';
import { dateInputFormat, firstDayOfWeek } from '../../../lib/format/date';
import { resolveWindow, withEnd, withStart, type TimeWindowChoice, type WindowProblem } from '../utils/time-window';

export interface TimeWindowFieldsProps {
  value: TimeWindowChoice;
  onChange: (value: TimeWindowChoice) => void;
  problem: WindowProblem;
  maxDays: number;
}

/**
 * From (now when empty) and until, in the UI language's date format (decision 021). Loaded when the driver asks
 * to change the time: the date pickers and their popovers are a third of the map page's script.
 */
export function TimeWindowFields({ value, onChange, problem, maxDays }: TimeWindowFieldsProps) {
  const { t, i18n } = useTranslation('map');
  const locale: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const now = new Date();
  const { startAt, endAt } = resolveWindow(value, now);
  const format = `${dateInputFormat(locale)} HH:mm`;
  const shared = {
    locale,
    valueFormat: format,
    firstDayOfWeek: firstDayOfWeek(locale),
    popoverProps: { withinPortal: true, zIndex: 1200 },
    submitButtonProps: { 'aria-label': t('window.submit') },
    timePickerProps: { format: '24h' as const },
  };
  const parse = (text: string | null) => (text ? dayjs(text).toDate() : null);

  return (
    <SimpleGrid cols={2} spacing="xs">
      <DateTimePicker
        {...shared}
        label={t('window.from')}
        placeholder={t('window.now')}
        value={value.startAt === null ? null : startAt}
        minDate={now}
        maxDate={dayjs(now).add(maxDays, 'day').toDate()}
        clearable
        clearButtonProps={{ 'aria-label': t('window.now') }}
        onChange={(text) => {
          const picked = parse(text);
          onChange(picked ? withStart(value, picked, new Date()) : { ...value, startAt: null });
        }}
      />
      <DateTimePicker
        {...shared}
        label={t('window.until')}
        value={endAt}
        minDate={startAt}
        maxDate={dayjs(startAt).add(maxDays, 'day').toDate()}
        error={problem ? t(`window.${problem}`, { count: maxDays }) : undefined}
        onChange={(text) => {
          const picked = parse(text);
          if (picked) onChange(withEnd(value, picked));
        }}
      />
    </SimpleGrid>
  );
}
