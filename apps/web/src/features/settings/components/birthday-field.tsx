import { DateInput } from '@mantine/dates';
// Month and weekday names for the calendar; English is built into dayjs. Imported here so only the settings
// chunk carries it.
import 'dayjs/locale/pl';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@parkshare/shared/locales';
import {
  dateInputFormat,
  datePatternText,
  firstDayOfWeek,
  parseTypedDate,
  todayDateOnly,
} from '../../../lib/format/date';

interface BirthdayFieldProps {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}

/**
 * The birthday as SPEC §9 writes dates in the UI language (05/17/90, 17.05.90), not in the browser's format as a
 * native date input would. Typing is the keyboard path (the calendar is pointer-only in Mantine's DateInput);
 * the value stays YYYY-MM-DD or null.
 */
export function BirthdayField({ value, onChange, error }: BirthdayFieldProps) {
  const { t, i18n } = useTranslation('settings');
  const locale: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const hint = datePatternText(locale, {
    day: t('profile.date_letters.day'),
    month: t('profile.date_letters.month'),
    year: t('profile.date_letters.year'),
  });
  return (
    <DateInput
      label={t('profile.birthday')}
      placeholder={hint}
      value={value}
      onChange={onChange}
      error={error}
      locale={locale}
      valueFormat={dateInputFormat(locale)}
      dateParser={(text) => parseTypedDate(text, locale)}
      firstDayOfWeek={firstDayOfWeek(locale)}
      maxDate={todayDateOnly()}
      clearable
      clearButtonProps={{ 'aria-label': t('profile.birthday_clear') }}
      // The header's month and year buttons keep their visible text as their name; the arrows need one.
      ariaLabels={{
        previousMonth: t('profile.calendar.previous_month'),
        nextMonth: t('profile.calendar.next_month'),
        previousYear: t('profile.calendar.previous_year'),
        nextYear: t('profile.calendar.next_year'),
        previousDecade: t('profile.calendar.previous_decade'),
        nextDecade: t('profile.calendar.next_decade'),
      }}
      popoverProps={{ withinPortal: true }}
    />
  );
}
