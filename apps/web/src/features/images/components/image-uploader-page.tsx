import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { MAX_IMAGE_MB, MAX_IMAGES_PER_UPLOAD } from '@parkshare/shared/images/limits';
import type { ImageSubjectType } from '@parkshare/shared/parkings/status';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { useApolloClient } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { localizeMessage } from '../../../lib/i18n/localize-message';
import { notify } from '../../../lib/notify';
import { expireSession } from '../../../lib/session/session-store';
import { uploadImages } from '../api/upload-images';
import { checkImageFile } from '../../../lib/images/image-files';
import { DropArea } from './drop-area';
import { UploadFileList, type UploadItem } from '../../../components/ui/upload-file-list';
import { useImageRoute } from './use-image-route';

let nextKey = 0;

/** /images/{subjectType}/{subjectId}/uploader: choose or drop photos, check them, send them in one request. */
export function ImageUploaderPage() {
  const { subjectType, subjectId, parkingId } = useImageRoute();
  const { t } = useTranslation('images');
  const navigate = useNavigate();
  const apollo = useApolloClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const listHref = subjectType ? paths.images.href(subjectType, subjectId, parkingId) : paths.parkings.href();

  // Previews are object URLs: released when a file is removed (below) and when the page goes away.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(() => () => itemsRef.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);

  const add = (files: File[]) => {
    setFormError(null);
    setItems((current) => [
      ...current,
      ...files.map((file) => ({
        key: String((nextKey += 1)),
        file,
        preview: URL.createObjectURL(file),
        error: checkImageFile(file),
      })),
    ]);
  };
  const remove = (key: string) => {
    setFormError(null);
    setItems((current) => {
      const gone = current.find((item) => item.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((item) => item.key !== key);
    });
  };

  const uploading = progress !== null;
  const refused = items.some((item) => item.error);
  const tooMany = items.length > MAX_IMAGES_PER_UPLOAD;
  const send = async (subject: ImageSubjectType) => {
    if (items.length === 0 || refused || tooMany) return;
    setFormError(null);
    setProgress(0);
    try {
      const sent = items;
      const data = await uploadImages(
        { subjectType: subject, subjectId, files: sent.map((item) => item.file) },
        ({ loaded, total }) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
      );
      await apollo.refetchQueries({ include: ['Images'] });
      notify('success', t('uploader.uploaded', { count: data.uploadImages.length }));
      void navigate(listHref);
    } catch (failure) {
      setProgress(null);
      const normalized = normalizeError(failure);
      if (normalized.kind === 'unauthenticated') {
        expireSession();
        return;
      }
      // The server names each refused file as files.<index>; anything else is about the whole request.
      const byIndex = new Map<number, string>();
      const general: string[] = [];
      for (const [field, list] of Object.entries(normalized.fieldErrors)) {
        const index = /^files\.(\d+)$/.exec(field)?.[1];
        if (index !== undefined && list[0]) byIndex.set(Number(index), list[0]);
        else general.push(...list);
      }
      setItems((current) => current.map((item, index) => ({ ...item, error: byIndex.get(index) ?? item.error })));
      setFormError(
        general.length > 0
          ? general.map((message) => localizeMessage(message)).join(' ')
          : byIndex.size > 0
            ? null
            : errorMessage(normalized),
      );
    }
  };

  return (
    <Stack gap="md" maw={720}>
      <PageHeader
        title={t('uploader.title')}
        back={{ to: listHref, label: t('uploader.back') }}
        description={t('uploader.description', { max: MAX_IMAGE_MB, count: MAX_IMAGES_PER_UPLOAD })}
      />
      <DropArea disabled={uploading} onFiles={add} />
      {items.length > 0 ? <UploadFileList items={items} disabled={uploading} onRemove={remove} /> : null}
      {tooMany ? (
        <Alert color="red" role="alert">
          {localizeMessage(formatMessage('imagesPerUpload', { count: MAX_IMAGES_PER_UPLOAD }))}
        </Alert>
      ) : null}
      {refused && !uploading ? (
        <Text size="sm" c="red">
          {t('uploader.fix')}
        </Text>
      ) : null}
      {formError ? (
        <Alert color="red" role="alert" title={t('uploader.failed')}>
          {formError}
        </Alert>
      ) : null}
      {uploading ? (
        <Stack gap={4}>
          <Progress value={progress} animated aria-label={t('uploader.progress', { percent: progress })} />
          <Text size="sm" c="dimmed" aria-live="polite">
            {progress < 100 ? t('uploader.progress', { percent: progress }) : t('uploader.processing')}
          </Text>
        </Stack>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" component={Link} to={listHref}>
          {t('uploader.cancel')}
        </Button>
        <Button
          disabled={!subjectType || items.length === 0 || refused || tooMany}
          loading={uploading}
          onClick={() => subjectType && void send(subjectType)}
        >
          {t('uploader.send', { count: items.length })}
        </Button>
      </Group>
    </Stack>
  );
}
