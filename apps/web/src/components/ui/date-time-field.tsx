import '@mantine/dates/styles.css';
// Month and weekday names for the calendar; English is built into dayjs.
import 'dayjs/locale/pl';
import { DateTimePicker } from '@mantine/dates';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@parkshare/shared/locales';
import { firstDayOfWeek } from '../../lib/format/date';
import { dateTimeInputFormat, parsePickerValue } from '../../lib/format/date-time-input';

export interface DateTimeFieldProps {
  label: string;
  description?: string;
  /** Shown while there is no value. */
  placeholder?: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  minDate?: Date;
  maxDate?: Date;
  error?: string;
  withAsterisk?: boolean;
  /** The name of a clear button; without it the field cannot be emptied. */
  clearLabel?: string;
  maw?: number;
}

/**
 * A date and time in the UI language's format (SPEC §9, decision 021: 05/17/26 14:05, 17.05.26 14:05), with
 * a calendar whose weeks start as the language's do and a 24-hour time picker; values are local wall-clock
 * times. Load it through LazyDateTimeField: @mantine/dates and dayjs stay out of the screens' first load.
 */
export function DateTimeField({ value, onChange, clearLabel, ...field }: DateTimeFieldProps) {
  const { t, i18n } = useTranslation('dates');
  const locale: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <DateTimePicker
      {...field}
      value={value}
      onChange={(text) => onChange(parsePickerValue(text))}
      locale={locale}
      valueFormat={dateTimeInputFormat(locale)}
      firstDayOfWeek={firstDayOfWeek(locale)}
      clearable={clearLabel !== undefined}
      clearButtonProps={{ 'aria-label': clearLabel }}
      // Above the map's panes (Leaflet's go up to 1000) and the app's header; the portal keeps the calendar out
      // of cards that clip, and Mantine shifts it to stay within a 360 px screen.
      popoverProps={{ withinPortal: true, zIndex: 1200 }}
      submitButtonProps={{ 'aria-label': t('submit') }}
      timePickerProps={{
        format: '24h',
        hoursInputLabel: t('hour'),
        minutesInputLabel: t('minute'),
        hoursInputProps: { onKeyDownCapture: typedZeroIsADigit },
        minutesInputProps: { onKeyDownCapture: typedZeroIsADigit },
      }}
      // The header's month and year buttons keep their visible text as their name; the arrows need one.
      ariaLabels={{
        previousMonth: t('previous_month'),
        nextMonth: t('next_month'),
        previousYear: t('previous_year'),
        nextYear: t('next_year'),
        previousDecade: t('previous_decade'),
        nextDecade: t('next_decade'),
      }}
    />
  );
}

/**
 * Mantine's hour and minute inputs move on when 0 is typed into one that holds 0: over 00:01, typing 02:01 gave
 * 00:02 and then 00:59 (the rest went into the minutes). Where the input's text is selected, as it is once focused
 * or clicked, 0 replaces it like any other digit instead, and the next digit completes the hour.
 */
function typedZeroIsADigit(event: KeyboardEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  if (
    event.key === '0' &&
    input.value !== '' &&
    input.selectionStart === 0 &&
    input.selectionEnd === input.value.length
  ) {
    event.stopPropagation();
  }
}
