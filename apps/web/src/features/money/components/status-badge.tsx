import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusColor } from '../utils/display';

/** A status as a coloured badge; `kind` picks the words (a payment's "failed" and a payout's read alike). */
export function StatusBadge({
  kind,
  status,
}: {
  kind: 'payment' | 'order' | 'transaction' | 'payout';
  status: string;
}) {
  const { t } = useTranslation('money');
  return (
    // Never narrower than its words (the theme's Badge styles): a table cell or a row no longer cuts them ('OP…').
    <Badge color={statusColor(status)} variant="light">
      {t(`status.${kind}.${status}`)}
    </Badge>
  );
}
