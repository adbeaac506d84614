import type { TFunction } from 'i18next';

/** 30 → "30 min", 60 → "1 hour", 120 → "2 hours", 1440 → "1 day" (plurals from common.json, Polish ones too). */
export function stayLength(minutes: number, t: TFunction): string {
  if (minutes % 1440 === 0) return t('common:stay_length.days', { count: minutes / 1440 });
  if (minutes % 60 === 0) return t('common:stay_length.hours', { count: minutes / 60 });
  return t('common:stay_length.minutes', { count: minutes });
}
