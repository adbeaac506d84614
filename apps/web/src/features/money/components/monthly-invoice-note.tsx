import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyPaymentsQuery } from '../../../gql/graphql';
import { localeOf } from '../../../lib/format/date';
import { notify } from '../../../lib/notify';
import { downloadDocument } from '../../../lib/payments/download-document';
import { KsefNumber } from './ksef-number';

type MonthlyInvoice = NonNullable<MyPaymentsQuery['myPayments']['items'][number]['monthlyInvoice']>;

const INTL_LOCALE = { en: 'en-GB', pl: 'pl-PL' } as const;

/** "2026-11" → "November 2026" / "listopad 2026"; "2026-12-01" → "1 December 2026" / "1 grudnia 2026". */
function formatMonth(month: string, locale: 'en' | 'pl'): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

function formatLongDate(date: string, locale: 'en' | 'pl'): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A monthly-billed payment's line: the monthly invoice that includes it (to download), or when it will be issued. */
export function MonthlyInvoiceNote({ invoice }: { invoice: MonthlyInvoice }) {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const [downloading, setDownloading] = useState(false);
  const document = invoice.document;

  if (!document) {
    return (
      <Text size="sm" data-testid="monthly-invoice">
        {t('payments.monthly_pending', {
          month: formatMonth(invoice.month, locale),
          date: formatLongDate(invoice.issueDate, locale),
        })}
      </Text>
    );
  }

  const download = async () => {
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
    <Stack gap={4} data-testid="monthly-invoice">
      <Group gap="sm">
        <Text size="sm">{t('payments.monthly_included', { number: document.number })}</Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileDownload size={14} aria-hidden />}
          loading={downloading}
          onClick={() => void download()}
        >
          {t('payments.download_monthly')}
        </Button>
      </Group>
      <KsefNumber number={document.ksefNumber} />
    </Stack>
  );
}
