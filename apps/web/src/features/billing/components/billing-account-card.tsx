import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { MyBillingAccountsQuery } from '../../../gql/graphql';
import { accountHolder, formatAddress } from '../utils/billing-display';
import { AccountCardActions } from './account-card-actions';

export type BillingAccountItem = MyBillingAccountsQuery['myBillingAccounts'][number];

interface BillingAccountCardProps {
  account: BillingAccountItem;
  busy: boolean;
  onMakeDefault: (account: BillingAccountItem) => void;
  onDelete: (account: BillingAccountItem) => void;
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text span size="sm" c="dimmed">
        {label}:{' '}
      </Text>
      <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** One billing account as a card (cards stack well at 360 px, a table would not). */
export function BillingAccountCard({ account, busy, onMakeDefault, onDelete }: BillingAccountCardProps) {
  const { t } = useTranslation('billing');
  const titleId = useId();
  const holder = accountHolder(account);
  // A company account also names the person, so the owner can tell two accounts of one company apart.
  const person = account.companyName && account.fullName ? account.fullName : null;
  return (
    <Paper component="article" aria-labelledby={titleId} p="md" withBorder bg="var(--ps-surface)">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} fz="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {holder}
          </Title>
          {account.isDefault ? (
            <Badge color="blue" variant="light">
              {t('badges.default')}
            </Badge>
          ) : null}
        </Group>
        {person ? <Text size="sm">{person}</Text> : null}
        {account.vatId ? <Detail label={t('fields.vat_id')}>{account.vatId}</Detail> : null}
        <Detail label={t('fields.address')}>{formatAddress(account)}</Detail>
        <Detail label={t('fields.invoice_email')}>{account.invoiceEmail}</Detail>
        <Detail label={t('fields.bank_account')}>
          {account.bankAccount
            ? `${account.bankAccount.name} · ${account.bankAccount.accountNumber}`
            : t('billings.no_bank_account')}
        </Detail>
        {account.isMonthlyBilling || account.wantsVatInvoice ? (
          <Group gap={6}>
            {account.isMonthlyBilling ? (
              <Badge variant="outline" color="gray">
                {t('badges.monthly')}
              </Badge>
            ) : null}
            {account.wantsVatInvoice ? (
              <Badge variant="outline" color="gray">
                {t('badges.vat_invoice')}
              </Badge>
            ) : null}
          </Group>
        ) : null}
        <AccountCardActions
          isDefault={account.isDefault}
          busy={busy}
          onMakeDefault={() => onMakeDefault(account)}
          onDelete={() => onDelete(account)}
        >
          <Button
            component={Link}
            to={paths.billingEditor.href(account.id)}
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
          >
            {t('actions.edit')}
          </Button>
        </AccountCardActions>
      </Stack>
    </Paper>
  );
}
