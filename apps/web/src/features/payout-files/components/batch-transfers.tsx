import { useApolloClient } from '@apollo/client';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Td, Th } from '../../../components/ui/table-cells';
import { confirm } from '../../../lib/confirm';
import { reportError } from '../../../lib/errors/report-error';
import { localeOf } from '../../../lib/format/date';
import { notify } from '../../../lib/notify';
import type { PayoutFile } from '../api/payout-batch';
import { useReturnBatchPayout } from '../api/return-batch-payout';
import { failureText } from '../utils/transfer-texts';
import { TransferStatusBadge } from './status-badges';

type Transfer = PayoutFile['payouts'][number];

interface RowProps {
  transfer: Transfer;
  /** The file is open and the transfer still awaits the bank: it can be marked returned. */
  returnable: boolean;
  busy: boolean;
  onReturn: (transfer: Transfer) => void;
}

/**
 * A file's transfers in file order — owner and account, amount, status and what a failure means — as a table on a
 * wide screen and cards on a phone; a transfer the bank refused is marked returned after a confirmation.
 */
export function BatchTransfers({ file }: { file: PayoutFile }) {
  const { t, i18n } = useTranslation('payout-files');
  const locale = localeOf(i18n.resolvedLanguage);
  const [markReturned] = useReturnBatchPayout();
  const client = useApolloClient();
  const [busyId, setBusyId] = useState<string | null>(null);

  const onReturn = async (transfer: Transfer) => {
    const texts = { amount: formatMoney(transfer.amount, locale), owner: transfer.ownerName };
    const ok = await confirm({
      title: t('return.confirm_title'),
      message: t('return.confirm_text', { ...texts, account: transfer.accountNumber }),
      confirmLabel: t('return.confirm'),
    });
    if (!ok) {
      return;
    }
    setBusyId(transfer.id);
    try {
      await markReturned({ variables: { payoutId: transfer.id } });
      notify('success', t('return.done', texts));
    } catch (failure) {
      // Refused (e.g. another admin confirmed the file meanwhile): say why, and show the file as it is now.
      reportError(failure);
      void client.refetchQueries({ include: ['PayoutBatch'] });
    } finally {
      setBusyId(null);
    }
  };
  const rowProps = (transfer: Transfer): RowProps => ({
    transfer,
    returnable: file.status === 'open' && transfer.status === 'processing',
    busy: busyId === transfer.id,
    onReturn: (chosen) => void onReturn(chosen),
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="payout-file-transfers">
      <Title order={2} fz="h4" id="payout-file-transfers">
        {t('transfer.title')}
      </Title>
      <Paper withBorder bg="var(--ps-surface)" visibleFrom="md">
        <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 'var(--mantine-font-size-sm)' }}>
          <thead>
            <tr>
              <Th>{t('transfer.owner')}</Th>
              <Th end>{t('transfer.amount')}</Th>
              <Th>{t('transfer.status')}</Th>
              <Th>
                <span className="sr-only">{t('transfer.actions')}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {file.payouts.map((transfer) => (
              <TransferRow key={transfer.id} {...rowProps(transfer)} />
            ))}
          </tbody>
        </table>
      </Paper>
      <Stack gap="xs" hiddenFrom="md">
        {file.payouts.map((transfer) => (
          <TransferCard key={transfer.id} {...rowProps(transfer)} />
        ))}
      </Stack>
    </Stack>
  );
}

function useTransferTexts(transfer: Transfer) {
  const { t, i18n } = useTranslation('payout-files');
  const amount = formatMoney(transfer.amount, localeOf(i18n.resolvedLanguage));
  return {
    t,
    amount,
    failure: transfer.status === 'failed' ? failureText(transfer.failureCode, t) : null,
    returnLabel: t('return.button_for', { amount, owner: transfer.ownerName }),
  };
}

function ReturnButton({ transfer, busy, onReturn, label }: RowProps & { label: string }) {
  const { t } = useTranslation('payout-files');
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      leftSection={<IconArrowBackUp size={14} aria-hidden />}
      loading={busy}
      onClick={() => onReturn(transfer)}
      aria-label={label}
    >
      {t('return.button')}
    </Button>
  );
}

function TransferRow(props: RowProps) {
  const { transfer, returnable } = props;
  const { amount, failure, returnLabel } = useTransferTexts(transfer);
  return (
    <tr data-testid="transfer-row">
      <Td wrap>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {transfer.ownerName}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {transfer.accountNumber}
        </Text>
      </Td>
      <Td end strong>
        {amount}
      </Td>
      <Td wrap>
        <TransferStatusBadge status={transfer.status} />
        {failure ? (
          <Text size="xs" mt={4}>
            {failure}
          </Text>
        ) : null}
      </Td>
      <Td end>{returnable ? <ReturnButton {...props} label={returnLabel} /> : null}</Td>
    </tr>
  );
}

function TransferCard(props: RowProps) {
  const { transfer, returnable } = props;
  const { amount, failure, returnLabel } = useTransferTexts(transfer);
  return (
    <Paper
      component="article"
      aria-labelledby={`transfer-${transfer.id}`}
      p="sm"
      withBorder
      bg="var(--ps-surface)"
      data-testid="transfer-card"
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600} id={`transfer-${transfer.id}`} style={{ overflowWrap: 'anywhere' }}>
            {transfer.ownerName}
          </Text>
          <TransferStatusBadge status={transfer.status} />
        </Group>
        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {transfer.accountNumber}
        </Text>
        <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {amount}
        </Text>
        {failure ? <Text size="xs">{failure}</Text> : null}
        {returnable ? <ReturnButton {...props} label={returnLabel} /> : null}
      </Stack>
    </Paper>
  );
}
