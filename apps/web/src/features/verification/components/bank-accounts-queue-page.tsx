import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useBankAccountsAwaitingVerification } from '../api/bank-accounts-awaiting-verification';
import { useRejectBankAccount } from '../api/reject-bank-account';
import { useVerifyBankAccount } from '../api/verify-bank-account';
import { BankAccountRequestCard, type BankAccountRequest } from './bank-account-request-card';
import { QueuePage, useQueueApproval } from './queue-page';
import { RejectModal } from './reject-modal';

/** /admin/bank-accounts: owners' bank accounts waiting for verification, the longest waiting first. */
export function BankAccountsQueuePage() {
  const { t } = useTranslation('verification');
  const { data, loading, error, loadMore } = useBankAccountsAwaitingVerification();
  const [verify] = useVerifyBankAccount();
  const [reject] = useRejectBankAccount();
  const [rejecting, setRejecting] = useState<BankAccountRequest | null>(null);
  const { busyId, approve } = useQueueApproval(
    (request: BankAccountRequest) => verify({ variables: { id: request.id } }),
    (request) => ({
      title: t('bank.verify_title'),
      message: t('bank.verify_message', { identifier: request.bankAccount.accountNumber }),
      confirmLabel: t('bank.verify'),
      done: t('bank.verified', { identifier: request.bankAccount.accountNumber }),
    }),
  );
  const requests = data?.bankAccountsAwaitingVerification.items ?? [];
  const nextCursor = data?.bankAccountsAwaitingVerification.nextCursor;

  return (
    <QueuePage
      title={t('bank.title')}
      description={t('bank.description')}
      error={error}
      loading={loading && !data}
      loadingLabel={t('bank.loading')}
      cardHeight={160}
      emptyMessage={t('bank.empty')}
      count={requests.length > 0 ? t(nextCursor ? 'bank.count_more' : 'bank.count', { count: requests.length }) : null}
      nextCursor={nextCursor}
      onLoadMore={loadMore}
      modal={
        <RejectModal
          target={rejecting ? { id: rejecting.id, label: rejecting.bankAccount.accountNumber } : null}
          hint={t('bank.reason_hint')}
          onReject={async (id, reason) => {
            await reject({ variables: { id, reason } });
            notify('success', t('bank.rejected', { identifier: rejecting?.bankAccount.accountNumber ?? '' }));
          }}
          onClose={() => setRejecting(null)}
        />
      }
    >
      {requests.map((request) => (
        <BankAccountRequestCard
          key={request.id}
          request={request}
          busy={busyId === request.id}
          onApprove={approve}
          onReject={setRejecting}
        />
      ))}
    </QueuePage>
  );
}
