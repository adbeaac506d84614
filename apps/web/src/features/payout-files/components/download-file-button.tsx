import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { downloadDocument } from '../../../lib/payments/download-document';

interface DownloadFileButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  file: { number: string; fileUrl: string; fileName: string };
  /** In a list the button names its file; on the file's own page the page does. */
  named?: boolean;
}

/**
 * Downloads a transfer file as the bank imports it (Elixir-O, Windows-1250). The route needs the admin's Bearer
 * token, so a plain link cannot; the bytes are saved untouched under the server's file name.
 */
export function DownloadFileButton({ file, named = false, size = 'sm', variant = 'default' }: DownloadFileButtonProps) {
  const { t } = useTranslation('payout-files');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocument(file.fileUrl, file.fileName, 'text/plain');
    } catch {
      notify('error', t('download_failed'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={downloading}
      onClick={() => void download()}
      aria-label={named ? t('download_named', { number: file.number }) : undefined}
    >
      {t('download')}
    </Button>
  );
}
