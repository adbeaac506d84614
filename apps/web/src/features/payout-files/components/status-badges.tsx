import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusColor } from '../utils/transfer-texts';

// Never narrower than their words (the theme's Badge styles): a table cell or a card's row does not cut them.

/** A transfer file: awaiting the bank (open) or executed (confirmed). */
export function FileStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('payout-files');
  return (
    <Badge color={statusColor(status)} variant="light" tt="none">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** One transfer of a file: awaiting the bank, sent, or failed (returned). */
export function TransferStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('payout-files');
  return (
    <Badge color={statusColor(status)} variant="light" tt="none">
      {t(`payout_status.${status}`)}
    </Badge>
  );
}
