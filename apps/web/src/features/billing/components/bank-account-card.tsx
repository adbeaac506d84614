import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BankAccountStatus } from '@parkshare/shared/payments/bank-account-status';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { MyBankAccountsQuery } from '../../../gql/graphql';
import { groupIban } from '../utils/input-format';
import { AccountCardActions } from './account-card-actions';

const statusColors: Record<BankAccountStatus, string> = { pending: 'yellow', verified: 'green', rejected: 'red' };

export type BankAccountItem = MyBankAccountsQuery['myBankAccounts'][number];

interface BankAccountCardProps {
  account: BankAccountItem;
  busy: boolean;
  onMakeDefault: (account: BankAccountItem) => void;
  onDelete: (account: BankAccountItem) => void;
}

export function BankAccountCard({ account, busy, onMakeDefault, onDelete }: BankAccountCardProps) {
  const { t } = useTranslation('billing');
  const titleId = useId();
  return (
    <Paper component="article" aria-labelledby={titleId} p="md" withBorder bg="var(--ps-surface)">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {account.name}
          </Title>
          <Group gap={6}>
            {account.isDefault ? (
              <Badge color="blue" variant="light">
                {t('badges.default')}
              </Badge>
            ) : null}
            <Badge color={statusColors[account.status]} variant="light">
              {t(`badges.bank_${account.status}`)}
            </Badge>
          </Group>
        </Group>
        {/* Tabular digits keep the groups of four aligned; the groups wrap as a whole on a narrow screen. */}
        <Text ff="monospace" size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {groupIban(account.accountNumber)}
        </Text>
        {account.status === 'rejected' ? (
          <Alert color="red" role="status" title={t('bank_status.rejected', { reason: account.rejectionReason ?? '' })}>
            {t('bank_status.rejected_hint')}
          </Alert>
        ) : null}
        {account.status === 'pending' ? (
          <Text size="sm" c="dimmed">
            {t('bank_status.pending')}
          </Text>
        ) : null}
        {account.status === 'verified' ? null : (
          <Anchor component={Link} to={paths.bankAccountCreator.href(undefined, account.id)} size="sm">
            {t(account.status === 'rejected' ? 'bank_status.fix' : 'bank_status.correct')}
          </Anchor>
        )}
        <AccountCardActions
          isDefault={account.isDefault}
          busy={busy}
          onMakeDefault={() => onMakeDefault(account)}
          onDelete={() => onDelete(account)}
        />
      </Stack>
    </Paper>
  );
}
