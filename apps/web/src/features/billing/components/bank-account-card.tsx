import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyBankAccountsQuery } from '../../../gql/graphql';
import { groupIban } from '../utils/input-format';
import { AccountCardActions } from './account-card-actions';

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
            {account.isVerified ? (
              <Badge color="green" variant="light">
                {t('badges.verified')}
              </Badge>
            ) : (
              <Badge color="yellow" variant="light">
                {t('badges.awaiting_verification')}
              </Badge>
            )}
          </Group>
        </Group>
        {/* Tabular digits keep the groups of four aligned; the groups wrap as a whole on a narrow screen. */}
        <Text ff="monospace" size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {groupIban(account.accountNumber)}
        </Text>
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
