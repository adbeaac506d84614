import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sortDays } from '../utils/days';

/** Days and events of a list or an unavailability as small chips, in calendar order. */
export function DayBadges({ days }: { days: readonly string[] }) {
  const { t } = useTranslation('prices');
  return (
    <Group gap={4}>
      {sortDays(days).map((day) => (
        <Badge key={day} variant="light" size="sm" radius="sm" tt="none">
          {t(`days.${day}`)}
        </Badge>
      ))}
    </Group>
  );
}

/** 'HH:MM–HH:MM', "All day" for equal ends, and a note when the window crosses midnight. */
export function useHoursText() {
  const { t } = useTranslation('prices');
  return (start: string, end: string) => {
    if (start === end) return t('all_day');
    return end < start ? t('next_day', { start, end }) : t('hours', { start, end });
  };
}
