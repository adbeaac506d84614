import '@mantine/dates/styles.css';
// Month and weekday names for the calendar; English is built into dayjs.
import 'dayjs/locale/pl';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@parkshare/shared/locales';
import { dateInputFormat, firstDayOfWeek } from '../../../lib/format/date';
import {
  isPreset,
  presetWindow,
  resolveWindow,
  WINDOW_PRESETS,
  withEnd,
  withStart,
  type TimeWindowChoice,
  type WindowProblem,
} from '../utils/time-window';

interface TimeWindowPickerProps {
  value: TimeWindowChoice;
  onChange: (value: TimeWindowChoice) => void;
  problem: WindowProblem;
  maxDays: number;
}

/** From (now by default) and until, in the UI language's date format (decision 021), and quick presets from now. */
export function TimeWindowPicker({ value, onChange, problem, maxDays }: TimeWindowPickerProps) {
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
    <Stack gap={6}>
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
      <Group gap={6} wrap="wrap" role="group" aria-label={t('window.presets')}>
        <Text size="sm" c="dimmed" aria-hidden>
          {t('window.presets')}
        </Text>
        {WINDOW_PRESETS.map((minutes) => {
          const active = isPreset(value, minutes);
          return (
            <Button
              key={minutes}
              size="compact-sm"
              variant={active ? 'filled' : 'light'}
              aria-pressed={active}
              onClick={() => onChange(presetWindow(minutes))}
            >
              {minutes < 60 ? t('window.minutes', { count: minutes }) : t('window.hours', { count: minutes / 60 })}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
