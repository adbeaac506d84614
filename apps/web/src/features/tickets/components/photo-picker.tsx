import { Button, Group, Stack, Text } from '@mantine/core';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_MB } from '@parkshare/shared/images/limits';
import { MAX_TICKET_PHOTOS } from '@parkshare/shared/validation/tickets';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadFileList, type UploadItem } from '../../../components/ui/upload-file-list';
import { localizeMessage } from '../../../lib/i18n/localize-message';
import { toUploadItems } from '../utils/photos';

interface PhotoPickerProps {
  items: UploadItem[];
  onChange: (items: UploadItem[]) => void;
  disabled: boolean;
  /** A refusal of the photos as a whole (from the server). */
  error?: string | null;
}

/**
 * Evidence photos for a ticket or a reply: chosen with the button (on a phone: the camera or the gallery), checked
 * before sending as the image uploader checks them (type, at most MAX_IMAGE_MB each), each shown with its preview
 * and, when refused, why.
 */
export function PhotoPicker({ items, onChange, disabled, error }: PhotoPickerProps) {
  const { t } = useTranslation('tickets');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  // Previews are object URLs: released when a photo is removed (below) and when the form goes away.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(() => () => itemsRef.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);

  const remove = (key: string) => {
    const gone = items.find((item) => item.key === key);
    if (gone) URL.revokeObjectURL(gone.preview);
    onChange(items.filter((item) => item.key !== key));
  };
  const tooMany = items.length > MAX_TICKET_PHOTOS;

  return (
    <Stack gap="xs">
      <Group gap="sm" align="center">
        <Button
          variant="light"
          leftSection={<IconPhotoPlus size={18} aria-hidden />}
          disabled={disabled || items.length >= MAX_TICKET_PHOTOS}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          {t('photos.add')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          aria-label={t('photos.add')}
          hidden
          onChange={(event) => {
            onChange([...items, ...toUploadItems(Array.from(event.currentTarget.files ?? []))]);
            // The same file chosen again after removing it still fires a change.
            event.currentTarget.value = '';
          }}
        />
        <Text size="sm" c="dimmed" id={hintId} style={{ flex: '1 1 12rem' }}>
          {t('photos.hint', { max: MAX_IMAGE_MB, count: MAX_TICKET_PHOTOS })}
        </Text>
      </Group>
      {items.length > 0 ? <UploadFileList items={items} disabled={disabled} onRemove={remove} /> : null}
      {tooMany ? (
        <Text size="sm" c="red" role="alert">
          {localizeMessage(formatMessage('ticketPhotosPerMessage', { count: MAX_TICKET_PHOTOS }))}
        </Text>
      ) : null}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
