import { Button, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import { IconFileDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyPaymentsQuery } from '../../../gql/graphql';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import { notify } from '../../../lib/notify';
import { downloadDocument } from '../../../lib/payments/download-document';
import { StatusBadge } from './status-badge';

type Refund = MyPaymentsQuery['myPayments']['items'][number]['refunds'][number];
type Correction = NonNullable<Refund['correction']>;

/** The correction invoice (KOR) a refund gave rise to, as a download: "Correction invoice KOR/… (PDF)". */
function CorrectionDownload({ correction }: { correction: Correction }) {
  const { t } = useTranslation('money');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocument(correction.url, correction.fileName);
    } catch {
      notify('error', t('payments.download_failed'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      px={0}
      w="fit-content"
      leftSection={<IconFileDownload size={14} aria-hidden />}
      loading={downloading}
      onClick={() => void download()}
    >
      {t('payments.download_correction', { number: correction.number })}
    </Button>
  );
}

/**
 * What was refunded of a payment (decision 085): each refund, where it went — back to the BLIK / bank account that
 * paid, or to the balance —, where it stands, and the correction invoice it gave rise to (decision 083).
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
                {refund.correction ? <CorrectionDownload correction={refund.correction} /> : null}
              </Stack>
              <StatusBadge kind="refund" status={refund.status} />
            </Group>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
