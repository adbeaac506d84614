import { Button, Collapse, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCash, IconFileDownload } from '@tabler/icons-react';
import { formatMoney } from '@parkshare/shared/money';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { downloadDocument } from '../../../lib/payments/download-document';
import type { MyPaymentsQuery } from '../../../gql/graphql';
import { useMyPayments } from '../api/my-payments';
import { failureReason } from '../utils/display';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import { KsefNumber } from './ksef-number';
import { MonthlyInvoiceNote } from './monthly-invoice-note';
import { PaymentRefunds } from './payment-refunds';
import { StatusBadge } from './status-badge';

type PaymentItem = MyPaymentsQuery['myPayments']['items'][number];

/** /payments: the user's payments, each opening to its details and its document (?paymentId= opens one). */
export function PaymentsPage() {
  const { t } = useTranslation('money');
  const { data, loading, error, refetch, loadMore } = useMyPayments();
  const [params, setParams] = useSearchParams();
  const openId = params.get('paymentId');
  const payments = data?.myPayments.items ?? [];

  const toggle = (id: string) => setParams(openId === id ? {} : { paymentId: id }, { replace: true });

  return (
    <Stack gap={0} maw={720}>
      <PageHeader title={t('payments.title')} back={{ to: paths.map.href(), label: t('back.map') }} />
      {loading && !data ? <CardsSkeleton label={t('payments.loading')} /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {data && payments.length === 0 ? (
        <EmptyState
          icon={<IconCash size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
          title={t('payments.empty_title')}
          text={t('payments.empty_text')}
          action={{ to: paths.balance.href(), label: t('links.balance') }}
        />
      ) : null}
      {payments.length > 0 ? (
        <Stack gap="xs">
          {payments.map((payment) => (
            <PaymentCard
              key={payment.id}
              payment={payment}
              open={openId === payment.id}
              onToggle={() => toggle(payment.id)}
            />
          ))}
        </Stack>
      ) : null}
      <LoadMore nextCursor={data?.myPayments.nextCursor} onLoadMore={loadMore} />
    </Stack>
  );
}

function PaymentCard({ payment, open, onToggle }: { payment: PaymentItem; open: boolean; onToggle: () => void }) {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const detailsId = useId();
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [downloading, setDownloading] = useState(false);
  const refunded = payment.refunds.reduce((sum, refund) => sum + refund.amount, 0);

  // Opened from a link (?paymentId=): bring it into view.
  useEffect(() => {
    if (open && element) {
      element.scrollIntoView({ block: 'nearest' });
    }
  }, [open, element]);

  const download = async () => {
    const document = payment.document;
    if (!document) {
      return;
    }
    setDownloading(true);
    try {
      await downloadDocument(document.url, document.fileName);
    } catch {
      notify('error', t('payments.download_failed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper ref={setElement} component="article" withBorder bg="var(--ps-surface)" data-testid="payment">
      <UnstyledButton onClick={onToggle} aria-expanded={open} aria-controls={detailsId} p="sm" w="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(payment.amount, locale, payment.currency)}
            </Text>
            <Text size="sm">
              {t(`products.${payment.order.product}`)} · {t(`methods.${payment.method}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(payment.createdAt, locale)}
            </Text>
            {refunded > 0 ? (
              <Text size="xs" c="dimmed">
                {t('payments.refunded', { amount: formatMoney(refunded, locale, payment.currency) })}
              </Text>
            ) : null}
          </Stack>
          <Group gap={6} wrap="nowrap">
            <StatusBadge kind="payment" status={payment.status} />
            <IconChevronDown
              size={18}
              aria-hidden
              style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </Group>
        </Group>
      </UnstyledButton>
      <Collapse in={open} id={detailsId}>
        <Stack gap="sm" px="sm" pb="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={6}>
            <Detail label={t('payments.order_number')} value={payment.order.number} mono />
            <Detail label={t('payments.method')} value={t(`methods.${payment.method}`)} />
            <Detail label={t('payments.created_at')} value={formatDateTime(payment.createdAt, locale)} />
            {payment.finishedAt ? (
              <Detail label={t('payments.finished_at')} value={formatDateTime(payment.finishedAt, locale)} />
            ) : null}
            <Detail label={t('payments.payment_id')} value={payment.id} mono />
            {payment.status === 'failed' ? (
              <Detail
                label={t('payments.failure')}
                value={t(`failure.reasons.${failureReason(payment.failureCode)}`)}
              />
            ) : null}
          </SimpleGrid>
          <PaymentRefunds refunds={payment.refunds} />
          {payment.document ? (
            <Stack gap={4}>
              <Group gap="sm">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconFileDownload size={14} aria-hidden />}
                  loading={downloading}
                  onClick={() => void download()}
                >
                  {t(
                    payment.document.kind === 'vat_invoice' ? 'payments.download_invoice' : 'payments.download_receipt',
                  )}
                </Button>
                <Text size="xs" c="dimmed">
                  {payment.document.number}
                </Text>
              </Group>
              <KsefNumber number={payment.document.ksefNumber} />
            </Stack>
          ) : payment.status === 'succeeded' ? (
            <Text size="xs" c="dimmed">
              {t('payments.document_pending')}
            </Text>
          ) : null}
          {payment.monthlyInvoice ? <MonthlyInvoiceNote invoice={payment.monthlyInvoice} /> : null}
        </Stack>
      </Collapse>
    </Paper>
  );
}

function Detail({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ff={mono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}
