import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyDateTimeField } from '../../../components/ui/lazy-date-time-field';
import { resolveWindow, withEnd, withStart, type TimeWindowChoice, type WindowProblem } from '../utils/time-window';

export interface TimeWindowFieldsProps {
  value: TimeWindowChoice;
  onChange: (value: TimeWindowChoice) => void;
  problem: WindowProblem;
  maxDays: number;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * From (now when empty) and until, in the UI language's date format (decision 021). Shown when the driver asks
 * to change the time; the date pickers load then (they would be a third of the map page's script).
 */
export function TimeWindowFields({ value, onChange, problem, maxDays }: TimeWindowFieldsProps) {
  const { t } = useTranslation('map');
  const now = new Date();
  const { startAt, endAt } = resolveWindow(value, now);

  return (
    <SimpleGrid cols={2} spacing="xs">
      <LazyDateTimeField
        label={t('window.from')}
        placeholder={t('window.now')}
        value={value.startAt === null ? null : startAt}
        minDate={now}
        maxDate={new Date(now.getTime() + maxDays * DAY_MS)}
        clearLabel={t('window.now')}
        onChange={(picked) => onChange(picked ? withStart(value, picked, new Date()) : { ...value, startAt: null })}
      />
      <LazyDateTimeField
        label={t('window.until')}
        value={endAt}
        minDate={startAt}
        // As long as windowProblem allows (whole days of 24 hours).
        maxDate={new Date(startAt.getTime() + maxDays * DAY_MS)}
        error={problem ? t(`window.${problem}`, { count: maxDays }) : undefined}
        onChange={(picked) => {
          if (picked) onChange(withEnd(value, picked));
        }}
      />
    </SimpleGrid>
  );
}
