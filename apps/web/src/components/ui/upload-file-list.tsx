import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/images/image-files';
import { localizeMessage } from '../../lib/i18n/localize-message';

export interface UploadItem {
  key: string;
  file: File;
  preview: string;
  /** A catalogue message (from the checks before sending or from the server), or null. */
  error: string | null;
}

/**
 * The chosen files with a preview, size and, when refused, the reason under each. Its texts are the image
 * uploader's (the `images` namespace, which the screens using it load).
 */
export function UploadFileList({
  items,
  disabled,
  onRemove,
}: {
  items: UploadItem[];
  disabled: boolean;
  onRemove: (key: string) => void;
}) {
  const { t, i18n } = useTranslation('images');
  return (
    <Stack gap="xs" component="ul" aria-label={t('uploader.files_label')} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Paper
          key={item.key}
          component="li"
          p="xs"
          withBorder
          bg="var(--ps-surface)"
          style={item.error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
          data-testid="upload-item"
        >
          <Group gap="sm" wrap="nowrap" align="center">
            <img
              src={item.preview}
              alt=""
              width={56}
              height={56}
              style={{
                objectFit: 'cover',
                borderRadius: 'var(--mantine-radius-sm)',
                flexShrink: 0,
                background: 'var(--mantine-color-default-hover)',
              }}
            />
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={500} truncate="end">
                {item.file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatFileSize(item.file.size, i18n.resolvedLanguage)}
              </Text>
              {item.error ? (
                <Text size="xs" c="red" role="alert">
                  {localizeMessage(item.error)}
                </Text>
              ) : null}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('uploader.remove', { name: item.file.name })}
              disabled={disabled}
              onClick={() => onRemove(item.key)}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
