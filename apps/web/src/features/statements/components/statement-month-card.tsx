import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParkingStatementsQuery } from '../../../gql/graphql';
import { localeOf } from '../../../lib/format/date';
import { DownloadButton } from './download-button';

export type StatementMonth = ParkingStatementsQuery['parkingStatements']['items'][number];

const INTL_LOCALE = { en: 'en-GB', pl: 'pl-PL' } as const;

/** "2026-11" → "November 2026" / "listopad 2026". */
function formatMonth(month: string, locale: 'en' | 'pl'): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** One month of a parking's money: what it earned, what Parkshare kept, what the owner bore, and the files. */
export function StatementMonthCard({ month }: { month: StatementMonth }) {
  const { t, i18n } = useTranslation('statements');
  const locale = localeOf(i18n.resolvedLanguage);
  const headingId = useId();
  // What the balance lost is written with a true minus sign, as the wallet history writes it.
  const money = (grosze: number) =>
    grosze < 0 ? `\u2212${formatMoney(-grosze, locale, month.currency)}` : formatMoney(grosze, locale, month.currency);
  const name = formatMonth(month.month, locale);
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      p="sm"
      withBorder
      bg="var(--ps-surface)"
      data-testid="statement-month"
    >
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Title order={2} fz="h4" id={headingId} style={{ textTransform: 'capitalize' }}>
          {name}
        </Title>
        {month.closed ? null : (
          <Badge variant="light" color="blue">
            {t('in_progress')}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
        <Figure label={t('fees', { count: month.stays })} value={money(month.earnings)} />
        <Figure label={t('commission')} value={money(-month.commission)} />
        <Figure label={t('refunds')} value={money(month.commissionReturned - month.refundsBorne)} />
        <Figure label={t('net')} value={money(month.net)} strong testId="statement-net" />
      </SimpleGrid>
      <Group gap="xs" mt="sm">
        <DownloadButton file={month.pdf} label={t('pdf')} description={t('download_pdf', { month: name })} />
        <DownloadButton file={month.csv} label={t('csv')} description={t('download_csv', { month: name })} />
        {month.commissionInvoice ? (
          <DownloadButton
            file={month.commissionInvoice}
            label={t('commission_invoice')}
            description={t('download_invoice', { number: month.commissionInvoice.number })}
          />
        ) : null}
        {month.commissionCorrection ? (
          <DownloadButton
            file={month.commissionCorrection}
            label={t('commission_correction')}
            description={t('download_correction', { number: month.commissionCorrection.number })}
          />
        ) : null}
      </Group>
    </Paper>
  );
}

function Figure({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
