import { Input, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@parkshare/shared/locales';
import { formatDateTimeInput } from '../../lib/format/date-time-input';
import type { DateTimeFieldProps } from './date-time-field';

// @mantine/dates, dayjs and the picker's styles are a chunk of their own, fetched when a screen first shows
// the field (decision 020: they must not join the first load of any screen that only may need them).
const DateTimeField = lazy(() => import('./date-time-field').then((module) => ({ default: module.DateTimeField })));

/** The date-time field (components/ui/date-time-field.tsx), loaded on first use. */
export function LazyDateTimeField(props: DateTimeFieldProps) {
  // Starts loading the picker's own texts alongside its script, without suspending the screen around it.
  useTranslation('dates', { useSuspense: false });
  return (
    <Suspense fallback={<LoadingField {...props} />}>
      <DateTimeField {...props} />
    </Suspense>
  );
}

/** The field as it will look, with its label, hints and value, and a spinner: nothing moves when it loads. */
function LoadingField({ label, description, placeholder, value, error, withAsterisk, maw }: DateTimeFieldProps) {
  const { t, i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <Input.Wrapper label={label} description={description} error={error} withAsterisk={withAsterisk} maw={maw}>
      <Input
        component="button"
        type="button"
        multiline
        aria-busy
        // Out of the tab order for the moment it takes to load: focus there would be lost when the picker replaces it.
        tabIndex={-1}
        error={error}
        rightSection={<Loader size="xs" role="status" aria-label={t('loading')} />}
        style={{ lineHeight: 'unset', textAlign: 'start' }}
      >
        {value ? formatDateTimeInput(value, locale) : <Input.Placeholder>{placeholder}</Input.Placeholder>}
      </Input>
    </Input.Wrapper>
  );
}
