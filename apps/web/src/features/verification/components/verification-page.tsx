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
import { useParkingsAwaitingVerification } from '../api/parkings-awaiting-verification';
import { useRejectParking } from '../api/reject-parking';
import { useVerifyParking } from '../api/verify-parking';
import { RejectModal } from './reject-modal';
import { reportError } from '../../../lib/errors/report-error';
import { VerificationCard, type AwaitingParking } from './verification-card';

/** The admin's verification queue: parkings whose owners asked for it, the oldest request first. */
export function VerificationPage() {
  const { t } = useTranslation('verification');
  const { data, loading, error, loadMore } = useParkingsAwaitingVerification();
  const [verify] = useVerifyParking();
  const [reject] = useRejectParking();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<AwaitingParking | null>(null);
  const parkings = data?.parkingsAwaitingVerification.items ?? [];
  const more = Boolean(data?.parkingsAwaitingVerification.nextCursor);

  const approve = async (parking: AwaitingParking) => {
    const ok = await confirm({
      title: t('approve.title'),
      message: t('approve.message', { identifier: parking.identifier }),
      confirmLabel: t('approve.confirm'),
    });
    if (!ok) {
      return;
    }
    setBusyId(parking.id);
    try {
      await verify({ variables: { id: parking.id } });
      notify('success', t('approved', { identifier: parking.identifier }));
    } catch (failure) {
      reportError(failure);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Stack gap={0}>
      <AdminNav />
      <PageHeader title={t('title')} description={t('description')} />
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(normalizeError(error))}
        </Alert>
      ) : null}
      {loading && !data ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={180} radius="md" />
          <Skeleton height={180} radius="md" />
        </Stack>
      ) : null}
      {!loading && !error && parkings.length === 0 ? (
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
            {t('empty.message')}
          </Text>
        </Stack>
      ) : null}
      {parkings.length > 0 ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t(more ? 'count_more' : 'count', { count: parkings.length })}
          </Text>
          {parkings.map((parking) => (
            <VerificationCard
              key={parking.id}
              parking={parking}
              busy={busyId === parking.id}
              onApprove={(p) => void approve(p)}
              onReject={setRejecting}
            />
          ))}
          <LoadMore nextCursor={data?.parkingsAwaitingVerification.nextCursor} onLoadMore={loadMore} />
        </Stack>
      ) : null}
      <RejectModal
        target={rejecting ? { id: rejecting.id, label: rejecting.identifier } : null}
        hint={t('reject.reason_hint')}
        onReject={async (id, reason) => {
          await reject({ variables: { id, reason } });
          notify('success', t('rejected', { identifier: rejecting?.identifier ?? '' }));
        }}
        onClose={() => setRejecting(null)}
      />
    </Stack>
  );
}
