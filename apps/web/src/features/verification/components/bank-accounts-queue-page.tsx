import { Alert, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminNav } from '../../../components/ui/admin-nav';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-header';
import { confirm } from '../../../lib/confirm';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { notify } from '../../../lib/notify';
import { useBankAccountsAwaitingVerification } from '../api/bank-accounts-awaiting-verification';
import { useRejectBankAccount } from '../api/reject-bank-account';
import { useVerifyBankAccount } from '../api/verify-bank-account';
import { reportError } from '../../../lib/errors/report-error';
import { BankAccountRequestCard, type BankAccountRequest } from './bank-account-request-card';
import { RejectModal } from './reject-modal';

/** /admin/bank-accounts: owners' bank accounts waiting for verification, the longest waiting first. */
export function BankAccountsQueuePage() {
  const { t } = useTranslation('verification');
  const { data, loading, error, loadMore } = useBankAccountsAwaitingVerification();
  const [verify] = useVerifyBankAccount();
  const [reject] = useRejectBankAccount();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<BankAccountRequest | null>(null);
  const requests = data?.bankAccountsAwaitingVerification.items ?? [];
  const more = Boolean(data?.bankAccountsAwaitingVerification.nextCursor);

  const approve = async (request: BankAccountRequest) => {
    const number = request.bankAccount.accountNumber;
    const ok = await confirm({
      title: t('bank.verify_title'),
      message: t('bank.verify_message', { identifier: number }),
      confirmLabel: t('bank.verify'),
    });
    if (!ok) {
      return;
    }
    setBusyId(request.id);
    try {
      await verify({ variables: { id: request.id } });
      notify('success', t('bank.verified', { identifier: number }));
    } catch (failure) {
      reportError(failure);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Stack gap={0}>
      <AdminNav />
      <PageHeader title={t('bank.title')} description={t('bank.description')} />
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(normalizeError(error))}
        </Alert>
      ) : null}
      {loading && !data ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('bank.loading')}>
          <Skeleton height={160} radius="md" />
          <Skeleton height={160} radius="md" />
        </Stack>
      ) : null}
      {!loading && !error && requests.length === 0 ? (
        <Stack
          align="center"
          gap="xs"
          py="xl"
          bg="var(--ps-surface)"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <ThemeIcon size={48} radius="xl" variant="light" color="green">
            <IconChecks size={28} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{t('empty.title')}</Text>
          <Text size="sm" c="dimmed" ta="center" px="md">
            {t('bank.empty')}
          </Text>
        </Stack>
      ) : null}
      {requests.length > 0 ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t(more ? 'bank.count_more' : 'bank.count', { count: requests.length })}
          </Text>
          {requests.map((request) => (
            <BankAccountRequestCard
              key={request.id}
              request={request}
              busy={busyId === request.id}
              onApprove={(r) => void approve(r)}
              onReject={setRejecting}
            />
          ))}
          <LoadMore nextCursor={data?.bankAccountsAwaitingVerification.nextCursor} onLoadMore={loadMore} />
        </Stack>
      ) : null}
      <RejectModal
        target={rejecting ? { id: rejecting.id, label: rejecting.bankAccount.accountNumber } : null}
        hint={t('bank.reason_hint')}
        onReject={async (id, reason) => {
          await reject({ variables: { id, reason } });
          notify('success', t('bank.rejected', { identifier: rejecting?.bankAccount.accountNumber ?? '' }));
        }}
        onClose={() => setRejecting(null)}
      />
    </Stack>
  );
}
