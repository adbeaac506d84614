import { Alert, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../../lib/countdown-format';
import { useCountdown } from '../../../lib/payments/countdown';
import { localeOf } from '../../../lib/format/date';
import type { PaymentKind } from '../utils/payment-kind';

/** Stands in for the time in the translated sentence, which is then split around it. */
const TIME_SLOT = '\u0000';

/**
 * How long the spot (or the extra time) is held for payment, live to the second: "Pay within 9m 12s or the spot
 * is released." At zero the hold is over and the payment methods go away (`onExpired`).
 */
export function HoldDeadline({
  kind,
  deadline,
  onExpired,
}: {
  kind: PaymentKind;
  deadline: number;
  onExpired: () => void;
}) {
  const { t, i18n } = useTranslation('booking');
  const locale = localeOf(i18n.resolvedLanguage);
  const left = useCountdown(Number.isFinite(deadline) ? deadline : null);
  const over = left === 0;
  useEffect(() => {
    if (over) onExpired();
  }, [over, onExpired]);
  if (left === null) {
    return null;
  }
  if (over) {
    return (
      <Alert color="yellow" role="alert" title={t('hold.released_title')}>
        <Text size="sm">{t(kind === 'extension' ? 'hold.extension_released_text' : 'hold.released_text')}</Text>
      </Alert>
    );
  }
  // The sentence around the time, as translated: the time goes where the translation puts it.
  const [before, after = ''] = t(kind === 'extension' ? 'hold.extension_pay_within' : 'hold.pay_within', {
    time: TIME_SLOT,
  }).split(TIME_SLOT);
  return (
    <Alert color="blue" variant="light" icon={<IconClockHour4 size={20} aria-hidden />}>
      {/* Read out once, not every second: the live region would talk over the form. */}
      <Text size="sm" data-testid="hold-deadline">
        {before}
        {/* The time left is read as one piece: at 360 px it must not break between "9m" and "59s". */}
        <span style={{ whiteSpace: 'nowrap' }}>{formatCountdown(left, locale)}</span>
        {after}
      </Text>
    </Alert>
  );
}
