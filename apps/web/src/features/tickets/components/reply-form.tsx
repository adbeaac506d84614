import { Button, Group, Stack, Textarea } from '@mantine/core';
import { TICKET_TEXT_MAX_LENGTH } from '@parkshare/shared/validation/tickets';
import { useApolloClient } from '@apollo/client';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import type { UploadItem } from '../../../components/ui/upload-file-list';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { localizeMessage } from '../../../lib/i18n/localize-message';
import { notify } from '../../../lib/notify';
import { replyToTicket } from '../api/reply-to-ticket';
import { photosReady, placePhotoErrors } from '../utils/photos';
import { PhotoPicker } from './photo-picker';

interface ReplyValues {
  ticketId: string;
  body: string;
}

const FIELDS = ['body'] as const;

/** The reply box under the thread: a message with photos; the thread and the menu's count are read again after. */
export function ReplyForm({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('tickets');
  const apollo = useApolloClient();
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<ReplyValues>(() =>
        import('@parkshare/shared/validation/tickets').then((m) => m.ticketReplyInput),
      ),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<ReplyValues>({ resolver, defaultValues: { ticketId, body: '' } });
  const { errors, isSubmitting } = form.formState;
  const [photos, setPhotos] = useState<UploadItem[]>([]);
  const [photosError, setPhotosError] = useState<string | null>(null);

  const onSubmit = async (values: ReplyValues) => {
    if (!photosReady(photos)) return;
    setPhotosError(null);
    try {
      await replyToTicket(
        { ticketId, body: values.body },
        photos.map((item) => item.file),
      );
      await apollo.refetchQueries({ include: ['Ticket', 'TicketsAwaitingMe'] });
      photos.forEach((item) => URL.revokeObjectURL(item.preview));
      setPhotos([]);
      form.reset({ ticketId, body: '' });
      notify('success', t('reply.sent'));
    } catch (error) {
      const normalized = applyFormError(error, form.setError, FIELDS);
      const placed = placePhotoErrors(photos, normalized.fieldErrors);
      setPhotos(placed.items);
      setPhotosError(placed.general.length > 0 ? placed.general.map((text) => localizeMessage(text)).join(' ') : null);
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate aria-label={t('reply.title')}>
      <Stack gap="sm">
        <FormAlert message={errors.root?.server?.message} />
        <Textarea
          label={t('reply.label')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={TICKET_TEXT_MAX_LENGTH}
          error={errors.body?.message}
          {...form.register('body')}
        />
        <PhotoPicker
          items={photos}
          onChange={(items) => {
            setPhotosError(null);
            setPhotos(items);
          }}
          disabled={isSubmitting}
          error={photosError}
        />
        <Group>
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={!photosReady(photos)}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {t('reply.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
