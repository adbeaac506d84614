import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BankAccountsAwaitingVerificationQuery } from '../../../gql/graphql';

export type BankAccountRequest =
  BankAccountsAwaitingVerificationQuery['bankAccountsAwaitingVerification']['items'][number];
type Billing = BankAccountRequest['billingAccounts'][number];

interface BankAccountRequestCardProps {
  request: BankAccountRequest;
  busy: boolean;
  onApprove: (request: BankAccountRequest) => void;
  onReject: (request: BankAccountRequest) => void;
}

const billingLine = (billing: Billing) => {
  const street = [billing.street, [billing.buildingNumber, billing.localNumber].filter(Boolean).join('/')]
    .filter(Boolean)
    .join(' ');
  return [billing.companyName || billing.fullName, street, `${billing.postcode} ${billing.city}`]
    .filter(Boolean)
    .join(', ');
};

/** One bank account waiting in the queue: its number and holder's name, who added it, their billing data. */
export function BankAccountRequestCard({ request, busy, onApprove, onReject }: BankAccountRequestCardProps) {
  const { t } = useTranslation('verification');
  const { bankAccount, owner, billingAccounts } = request;
  const titleId = `bank-account-${request.id}`;
  const label = bankAccount.accountNumber;

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Text fw={700} id={titleId} ff="monospace" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {bankAccount.accountNumber}
        </Text>
        <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
          <Text component="dt" size="xs" c="dimmed">
            {t('bank.account_name')}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {bankAccount.name}
          </Text>
          <Text component="dt" size="xs" c="dimmed">
            {t('owner')}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {owner ? `${owner.name} · ${owner.email}` : '—'}
          </Text>
          <Text component="dt" size="xs" c="dimmed">
            {t('bank.billing')}
          </Text>
          {billingAccounts.length === 0 ? (
            <Text component="dd" m={0} size="sm">
              {t('bank.no_billing')}
            </Text>
          ) : (
            billingAccounts.map((billing) => (
              <Text key={billing.id} component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {billingLine(billing)}
                {billing.vatId ? ` · ${t('bank.vat_id', { vatId: billing.vatId })}` : ''}
              </Text>
            ))
          )}
        </dl>
        <Group gap="xs" justify="flex-end" mt="xs">
          <Button
            variant="outline"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            disabled={busy}
            onClick={() => onReject(request)}
            aria-label={t('reject.button_for', { identifier: label })}
          >
            {t('reject.button')}
          </Button>
          <Button
            color="green"
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={busy}
            onClick={() => onApprove(request)}
            aria-label={t('bank.verify_for', { identifier: label })}
          >
            {t('bank.verify')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
