import { Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MAX_IMAGES_PER_SUBJECT } from '@parkshare/shared/images/limits';
import type { ImageSubjectType } from '@parkshare/shared/parkings/status';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { confirm } from '../../../lib/confirm';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { notify } from '../../../lib/notify';
import { expireSession } from '../../../lib/session/session-store';
import { useDeleteImage } from '../api/delete-image';
import { useImageSubject } from '../api/image-subject';
import { useImages } from '../api/images';
import { useReorderImages } from '../api/reorder-images';
import { useSetPrimaryImage } from '../api/set-primary-image';
import { movePhoto } from '../utils/image-order';
import type { ImageItem } from './image-card';
import { ImageGrid } from './image-grid';
import { useImageRoute } from './use-image-route';

/** /images/{subjectType}/{subjectId}?parkingId=: the photos of a parking, an address or a spot. */
export function ImagesPage() {
  const { subjectType, subjectId, parkingId } = useImageRoute();
  const { t } = useTranslation('images');
  if (!subjectType) {
    // An address with a kind of photos that does not exist: the screen still has its heading (axe:
    // page-has-heading-one) and the way back.
    return (
      <Stack gap={0} maw={960}>
        <PageHeader title={t('errors.not_found')} back={{ to: paths.parkings.href(), label: t('errors.parkings') }} />
      </Stack>
    );
  }
  return <ImagesOfSubject subjectType={subjectType} subjectId={subjectId} parkingId={parkingId} />;
}

function ImagesOfSubject({
  subjectType,
  subjectId,
  parkingId,
}: {
  subjectType: ImageSubjectType;
  subjectId: string;
  parkingId: string;
}) {
  const { t } = useTranslation('images');
  const variables = { subjectType, subjectId };
  const { data, loading, error, refetch } = useImages(subjectType, subjectId);
  const subject = useImageSubject(parkingId, subjectType, subjectId);
  const [setPrimary] = useSetPrimaryImage(variables);
  const [reorder] = useReorderImages(variables);
  const [remove] = useDeleteImage();
  const [busy, setBusy] = useState(false);
  const images = data?.images ?? [];
  const canManage = subject.data?.parking.canManage ?? false;
  const uploaderHref = paths.imageUploader.href(subjectType, subjectId, parkingId);

  const failed = (failure: unknown, fallback?: string) => {
    const normalized = normalizeError(failure);
    if (normalized.kind === 'unauthenticated') expireSession();
    else notify('error', fallback ?? errorMessage(normalized));
  };
  useEffect(() => {
    if (error && normalizeError(error).kind === 'unauthenticated') expireSession();
  }, [error]);

  const move = (from: number, to: number) => {
    const next = movePhoto(images, from, to);
    // Shown at once (optimistic); Apollo puts the old order back if the server refuses.
    if (next) reorder(next).catch((failure: unknown) => failed(failure, t('order_failed')));
  };
  const makePrimary = (image: ImageItem) => {
    setPrimary(image).then(
      () => notify('success', t('made_primary')),
      (failure: unknown) => failed(failure),
    );
  };
  const askDelete = async (image: ImageItem) => {
    const ok = await confirm({
      title: t('delete_title'),
      message: image.isPrimary && images.length > 1 ? t('delete_message_primary') : t('delete_message'),
      confirmLabel: t('delete_confirm'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await remove({ variables: { id: image.id } });
      notify('success', t('deleted'));
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  const canUpload = canManage && images.length < MAX_IMAGES_PER_SUBJECT;
  return (
    <Stack gap={0} maw={960}>
      <PageHeader
        title={<SubjectTitle subjectType={subjectType} data={subject.data} />}
        back={{ to: paths.parkingEditor.href(parkingId), label: t('back') }}
        description={
          data && images.length > 0 ? t('count', { count: images.length, max: MAX_IMAGES_PER_SUBJECT }) : undefined
        }
        actions={
          canUpload ? (
            <Button component={Link} to={uploaderHref} leftSection={<IconUpload size={16} aria-hidden />}>
              {t('upload')}
            </Button>
          ) : null
        }
      />
      {loading && !data ? (
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 4 }}
          spacing="sm"
          role="status"
          aria-busy="true"
          aria-label={t('loading')}
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} style={{ aspectRatio: '4 / 3' }} radius="md" />
          ))}
        </SimpleGrid>
      ) : null}
      {error && !data ? <LoadFailure error={error} onRetry={() => void refetch()} /> : null}
      {data && images.length === 0 ? (
        <Paper p="xl" withBorder bg="var(--ps-surface)">
          <Stack align="center" ta="center" gap="sm">
            <IconPhoto size={40} aria-hidden color="var(--mantine-color-blue-6)" />
            <Title order={2} fz="h4">
              {t('empty_title')}
            </Title>
            <Text c="dimmed" maw={460}>
              {t('empty_text')}
            </Text>
            {canManage ? (
              <Button component={Link} to={uploaderHref} leftSection={<IconUpload size={16} aria-hidden />}>
                {t('upload')}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      {images.length > 0 ? (
        <Stack gap="sm">
          {canManage && images.length > 1 ? (
            <Text size="sm" c="dimmed">
              {t('hint')}
            </Text>
          ) : null}
          <ImageGrid
            images={images}
            canManage={canManage}
            busy={busy}
            onMove={move}
            onMakePrimary={makePrimary}
            onDelete={(image) => void askDelete(image)}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

type SubjectData = ReturnType<typeof useImageSubject>['data'];

function SubjectTitle({ subjectType, data }: { subjectType: ImageSubjectType; data: SubjectData }) {
  const { t } = useTranslation('images');
  if (!data) return <>{t('title.loading')}</>;
  if (subjectType === 'spots' && data.spot) return <>{t('title.spots', { number: data.spot.number })}</>;
  if (subjectType === 'addresses' && data.parkingAddress) {
    const { street, number, city } = data.parkingAddress;
    const address = [[street, number].filter(Boolean).join(' '), city].filter(Boolean).join(', ');
    return <>{t('title.addresses', { address })}</>;
  }
  return <>{t('title.parkings', { name: data.parking.name })}</>;
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('images');
  return (
    <LoadError
      error={error}
      onRetry={onRetry}
      title={t('errors.load')}
      notFound={{ title: t('errors.not_found'), back: { to: paths.parkings.href(), label: t('errors.parkings') } }}
    />
  );
}
