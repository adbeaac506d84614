import { Button, Paper, Stack, Text } from '@mantine/core';
import { ACCEPTED_IMAGE_TYPES } from '@parkshare/shared/images/limits';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Where photos come in: dropped on the area, or chosen with the button (the file input behind it). */
export function DropArea({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const { t } = useTranslation('images');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <Paper
      p="lg"
      radius="md"
      bg={over ? 'var(--mantine-color-blue-light)' : 'var(--ps-surface)'}
      style={{ border: `2px dashed ${over ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-default-border)'}` }}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="drop-area"
    >
      <Stack align="center" gap="xs" ta="center">
        <IconPhotoPlus size={40} aria-hidden color="var(--mantine-color-blue-6)" />
        <Text fw={500}>{over ? t('uploader.drop_active') : t('uploader.drop')}</Text>
        <Text size="sm" c="dimmed">
          {t('uploader.or')}
        </Text>
        <Button variant="light" disabled={disabled} onClick={() => input.current?.click()}>
          {t('uploader.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          aria-label={t('uploader.choose')}
          hidden
          onChange={(event) => {
            onFiles(Array.from(event.currentTarget.files ?? []));
            // The same file chosen again after removing it still fires a change.
            event.currentTarget.value = '';
          }}
        />
      </Stack>
    </Paper>
  );
}
