import { Button } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { downloadDocument } from '../../../lib/payments/download-document';

/** A file the API serves with the Bearer token (a PDF, a CSV): fetched and saved under its own name. */
export function DownloadButton({
  file,
  label,
  description,
}: {
  file: { url: string; fileName: string };
  /** What the button shows. */
  label: string;
  /** Its accessible name, which starts with the label and says which file it is. */
  description: string;
}) {
  const { t } = useTranslation('statements');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocument(file.url, file.fileName);
    } catch {
      notify('error', t('download_failed'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconFileDownload size={14} aria-hidden />}
      loading={downloading}
      onClick={() => void download()}
      aria-label={description}
    >
      {label}
    </Button>
  );
}
