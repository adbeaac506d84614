import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusColor } from '../utils/display';

/** A status as a coloured badge; `kind` picks the words (a payment's "failed" and a payout's read alike). */
export function StatusBadge({
  kind,
  status,
}: {
  kind: 'payment' | 'order' | 'transaction' | 'payout' | 'refund';
  status: string;
}) {
  const { t } = useTranslation('money');
  return (
    // Never narrower than its words (the theme's Badge styles): a table cell or a row no longer cuts them ('OP…').
    // A refund that failed is not lost money (it went to the balance): orange, not the red of a failure.
    <Badge color={kind === 'refund' && status === 'failed' ? 'orange' : statusColor(status)} variant="light">
      {t(`status.${kind}.${status}`)}
    </Badge>
  );
}
