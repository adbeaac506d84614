import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../../lib/countdown-format';
import { useCountdown } from '../../../lib/payments/countdown';
import { localeOf } from '../../../lib/format/date';

/** Time left until `until`, ticking every second in SPEC §9's units (1h 5m 0s; 1g 5m 0s in Polish). */
export function TimeLeft({ until, label }: { until: string; label: string }) {
  const { i18n } = useTranslation('reservations');
  const locale = localeOf(i18n.resolvedLanguage);
  const left = useCountdown(new Date(until).getTime());
  if (left === null) {
    return null;
  }
  return (
    <Text component="p" size="sm" m={0}>
      {label}{' '}
      <Text span fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="time-left">
        {formatCountdown(left, locale)}
      </Text>
    </Text>
  );
}
