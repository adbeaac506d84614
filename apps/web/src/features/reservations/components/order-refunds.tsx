import { Stack, Text } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, localeOf } from '../../../lib/format/date';

interface Refund {
  id: string;
  amount: number;
  destination: string;
  status: string;
  finishedAt?: string | null;
}

/** A refund to the balance is completed at once; one to the payer is on its way, returned, or failed. */
function textKey(refund: Refund) {
  if (refund.destination !== 'payer') {
    return 'refunds.balance_completed';
  }
  if (refund.status === 'failed' || refund.status === 'completed') {
    return `refunds.payer_${refund.status}` as const;
  }
  return 'refunds.payer_processing';
}

/** What was refunded of an order (decision 085): where each refund went and where it stands. */
export function OrderRefunds({ refunds, currency }: { refunds: readonly Refund[]; currency: string }) {
  const { t, i18n } = useTranslation('reservations');
  const locale = localeOf(i18n.resolvedLanguage);
  if (refunds.length === 0) {
    return null;
  }
  return (
    <Stack gap={4} mt="xs">
      {refunds.map((refund) => {
        return (
          <Text key={refund.id} size="sm" data-testid="order-refund">
            <IconReceiptRefund size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
            {t(textKey(refund), {
              amount: formatMoney(refund.amount, locale, currency),
              date: refund.finishedAt ? formatDateTime(refund.finishedAt, locale) : '',
            })}
          </Text>
        );
      })}
    </Stack>
  );
}
