import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { RENTAL_PERIODS, type RentalPeriod } from '@parkshare/shared/reservations/periods';
import { useTranslation } from 'react-i18next';
import { LazyDateTimeField } from '../../../components/ui/lazy-date-time-field';
import type { ReservationDraft } from '../../../lib/reservation-draft';
import { formatDateTime, formatRange, localeOf } from '../../../lib/format/date';
import { laterStart } from '../utils/rental-period';

export type StayField = 'period' | 'startAt' | 'customEndAt';

interface StayFieldsProps {
  draft: ReservationDraft;
  now: number;
  maxDays: number;
  /** The stay the choice gives (null while it gives none). */
  chosen: { startAt: Date; endAt: Date } | null;
  errors: Partial<Record<StayField, string>>;
  change: (patch: Partial<ReservationDraft>, fields: StayField[]) => void;
}

const DAY_MS = 86_400_000;

const startOfDay = (at: number) => {
  const day = new Date(at);
  day.setHours(0, 0, 0, 0);
  return day;
};

/**
 * When the stay starts (now, or a later time up to the longest booking ahead) and how long it lasts: a preset
 * counted from the start or a custom end. Problems stand under their own field.
 */
export function StayFields({ draft, now, maxDays, chosen, errors, change }: StayFieldsProps) {
  const { t, i18n } = useTranslation('booking');
  const locale = localeOf(i18n.resolvedLanguage);
  const later = draft.startAt !== null;
  const start = later ? Date.parse(draft.startAt ?? '') : now;
  const startText = later && !Number.isNaN(start) ? formatDateTime(new Date(start), locale) : null;

  return (
    <Paper p="md" withBorder bg="var(--ps-surface)">
      <Stack gap="sm">
        <Stack gap={4}>
          <Text id="stay-start-label" fw={500} size="sm">
            {t('form.start')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="stay-start-label"
            value={later ? 'later' : 'now'}
            onChange={(value) =>
              change({ startAt: value === 'later' ? laterStart(now).toISOString() : null }, [
                'startAt',
                'period',
                'customEndAt',
              ])
            }
            data={[
              { value: 'now', label: t('form.start_now') },
              { value: 'later', label: t('form.start_later') },
            ]}
          />
        </Stack>
        {later ? (
          <LazyDateTimeField
            label={t('form.start_at')}
            description={t('form.start_at_hint', { count: maxDays })}
            withAsterisk
            // Earlier days are greyed out; a time earlier today is kept as typed and its message shown.
            minDate={startOfDay(now)}
            maxDate={new Date(now + maxDays * DAY_MS)}
            value={draft.startAt ? new Date(draft.startAt) : null}
            onChange={(value) =>
              change({ startAt: value?.toISOString() ?? null }, ['startAt', 'period', 'customEndAt'])
            }
            error={errors.startAt}
            maw={280}
          />
        ) : null}
        <Stack gap={4}>
          <Text id="rental-period-label" fw={500} size="sm">
            {t('form.period')}{' '}
            <Text span c="red" aria-hidden>
              *
            </Text>
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="rental-period-label"
            aria-describedby={errors.period ? 'rental-period-error' : undefined}
            value={draft.rentalPeriod ?? ''}
            onChange={(value) =>
              change(
                {
                  rentalPeriod: value as RentalPeriod,
                  customEndAt:
                    value === 'custom'
                      ? (draft.customEndAt ??
                        new Date((Number.isNaN(start) ? now : Math.max(start, now)) + 3 * 3_600_000).toISOString())
                      : draft.customEndAt,
                },
                ['period', 'customEndAt'],
              )
            }
            data={RENTAL_PERIODS.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
            // Four choices side by side at 360 px wide.
            styles={{ label: { paddingInline: 6 } }}
          />
          {errors.period ? (
            <Text size="sm" c="red" id="rental-period-error">
              {errors.period}
            </Text>
          ) : null}
        </Stack>
        {draft.rentalPeriod === 'custom' ? (
          <LazyDateTimeField
            label={t('form.custom_end')}
            description={startText ? t('form.custom_end_hint_later', { time: startText }) : t('form.custom_end_hint')}
            withAsterisk
            // Earlier days are greyed out; a time earlier today is kept as typed and its message shown
            // (with minDate at now, Mantine would silently move it to now).
            minDate={startOfDay(Number.isNaN(start) ? now : Math.max(start, now))}
            value={draft.customEndAt ? new Date(draft.customEndAt) : null}
            onChange={(end) => change({ customEndAt: end?.toISOString() ?? null }, ['customEndAt'])}
            error={errors.customEndAt}
            maw={280}
          />
        ) : null}
        {chosen ? (
          <Text size="sm" c="dimmed" data-testid="booking-window">
            {t(later ? 'form.window_later' : 'form.window', {
              range: formatRange(chosen.startAt, chosen.endAt, locale),
            })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
