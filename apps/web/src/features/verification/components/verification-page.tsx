import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useParkingsAwaitingVerification } from '../api/parkings-awaiting-verification';
import { useRejectParking } from '../api/reject-parking';
import { useVerifyParking } from '../api/verify-parking';
import { QueuePage, useQueueApproval } from './queue-page';
import { RejectModal } from './reject-modal';
import { VerificationCard, type AwaitingParking } from './verification-card';

/** The admin's verification queue: parkings whose owners asked for it, the oldest request first. */
export function VerificationPage() {
  const { t } = useTranslation('verification');
  const { data, loading, error, loadMore } = useParkingsAwaitingVerification();
  const [verify] = useVerifyParking();
  const [reject] = useRejectParking();
  const [rejecting, setRejecting] = useState<AwaitingParking | null>(null);
  const { busyId, approve } = useQueueApproval(
    (parking: AwaitingParking) => verify({ variables: { id: parking.id } }),
    (parking) => ({
      title: t('approve.title'),
      message: t('approve.message', { identifier: parking.identifier }),
      confirmLabel: t('approve.confirm'),
      done: t('approved', { identifier: parking.identifier }),
    }),
  );
  const parkings = data?.parkingsAwaitingVerification.items ?? [];
  const nextCursor = data?.parkingsAwaitingVerification.nextCursor;

  return (
    <QueuePage
      title={t('title')}
      description={t('description')}
      error={error}
      loading={loading && !data}
      loadingLabel={t('loading')}
      cardHeight={180}
      emptyMessage={t('empty.message')}
      count={parkings.length > 0 ? t(nextCursor ? 'count_more' : 'count', { count: parkings.length }) : null}
      nextCursor={nextCursor}
      onLoadMore={loadMore}
      modal={
        <RejectModal
          target={rejecting ? { id: rejecting.id, label: rejecting.identifier } : null}
          hint={t('reject.reason_hint')}
          onReject={async (id, reason) => {
            await reject({ variables: { id, reason } });
            notify('success', t('rejected', { identifier: rejecting?.identifier ?? '' }));
          }}
          onClose={() => setRejecting(null)}
        />
      }
    >
      {parkings.map((parking) => (
        <VerificationCard
          key={parking.id}
          parking={parking}
          busy={busyId === parking.id}
          onApprove={approve}
          onReject={setRejecting}
        />
      ))}
    </QueuePage>
  );
}
