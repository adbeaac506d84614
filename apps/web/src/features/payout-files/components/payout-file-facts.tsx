import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import type { PayoutFile } from '../api/payout-batch';
import { transfersCount } from '../utils/transfer-texts';
import { FileStatusBadge } from './status-badges';

/** A transfer file's facts: status, when it was made and marked executed, its transfers, total, account, name. */
export function PayoutFileFacts({ file }: { file: PayoutFile }) {
  const { t, i18n } = useTranslation('payout-files');
  const locale = localeOf(i18n.resolvedLanguage);
  return (
    <Paper p="md" withBorder bg="var(--ps-surface)" component="section" aria-labelledby="payout-file-details">
      <Title order={2} fz="h4" id="payout-file-details" mb="sm">
        {t('file.details')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" verticalSpacing="sm" m={0}>
        <Fact label={t('file.status')}>
          <FileStatusBadge status={file.status} />
        </Fact>
        <Fact label={t('file.created_at')}>{formatDateTime(file.createdAt, locale)}</Fact>
        {file.confirmedAt ? (
          <Fact label={t('file.confirmed_at')}>{formatDateTime(file.confirmedAt, locale)}</Fact>
        ) : null}
        <Fact label={t('file.transfers')} testId="file-transfers">
          {transfersCount(file.payoutCount, t)}
        </Fact>
        <Fact label={t('file.total')} testId="file-total">
          {formatMoney(file.total, locale)}
        </Fact>
        <Fact label={t('file.account')} mono>
          {file.accountNumber}
        </Fact>
        <Fact label={t('file.file_name')} mono>
          {file.fileName}
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}

interface FactProps {
  label: string;
  children: ReactNode;
  mono?: boolean;
  testId?: string;
}

function Fact({ label, children, mono, testId }: FactProps) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        size="sm"
        ff={mono ? 'monospace' : undefined}
        style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId}
      >
        {children}
      </Text>
    </Stack>
  );
}
