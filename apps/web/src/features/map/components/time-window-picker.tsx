import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@parkshare/shared/locales';
import { formatWindow } from '../utils/format-window';
import {
  isPreset,
  presetWindow,
  resolveWindow,
  WINDOW_PRESETS,
  type TimeWindowChoice,
  type WindowProblem,
} from '../utils/time-window';
import { TimeWindowFields } from './time-window-fields';

interface TimeWindowPickerProps {
  value: TimeWindowChoice;
  onChange: (value: TimeWindowChoice) => void;
  problem: WindowProblem;
  maxDays: number;
}

/** The window in words, quick presets from now, and the date-time pickers on demand. */
export function TimeWindowPicker({ value, onChange, problem, maxDays }: TimeWindowPickerProps) {
  const { t, i18n } = useTranslation('map');
  const locale: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const [editing, setEditing] = useState(false);
  const { startAt, endAt } = resolveWindow(value);
  const edges = formatWindow(startAt, endAt, locale);

  return (
    <Stack gap={6}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {t('window.legend')}
          {': '}
          <Text span size="sm" fw={400} data-testid="map-window">
            {t('window.summary', value.startAt === null ? { ...edges, from: t('window.now') } : edges)}
          </Text>
        </Text>
        {editing ? null : (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconCalendarTime size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            {t('window.change')}
          </Button>
        )}
      </Group>
      {editing ? (
        <TimeWindowFields value={value} onChange={onChange} problem={problem} maxDays={maxDays} />
      ) : problem ? (
        <Text size="sm" c="red" role="alert">
          {t(`window.${problem}`, { count: maxDays })}
        </Text>
      ) : null}
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
