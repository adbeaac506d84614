import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyPaymentsQuery } from '../../../gql/graphql';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import { StatusBadge } from './status-badge';

type Refund = MyPaymentsQuery['myPayments']['items'][number]['refunds'][number];

/**
 * What was refunded of a payment (decision 085): each refund, where it went — back to the BLIK / bank account that
 * paid, or to the balance — and where it stands.
 */
export function PaymentRefunds({ refunds }: { refunds: readonly Refund[] }) {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const titleId = useId();
  if (refunds.length === 0) {
    return null;
  }
  return (
    <Stack gap={6} component="section" aria-labelledby={titleId}>
      <Text size="xs" c="dimmed" id={titleId}>
        {t('payments.refunds_title')}
      </Text>
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {refunds.map((refund) => (
          <li key={refund.id} data-testid="payment-refund">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Stack gap={0} miw={0}>
                <Text size="sm">
                  {formatMoney(refund.amount, locale, refund.currency)}{' '}
                  {t(`payments.refund_destination.${refund.destination}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(refund.finishedAt ?? refund.createdAt, locale)}
                </Text>
                {refund.status === 'processing' ? (
                  <Text size="xs" c="dimmed">
                    {t('payments.refund_processing_note')}
                  </Text>
                ) : null}
                {refund.status === 'failed' ? <Text size="xs">{t('payments.refund_failed_note')}</Text> : null}
              </Stack>
              <StatusBadge kind="refund" status={refund.status} />
            </Group>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
