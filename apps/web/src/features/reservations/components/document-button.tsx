import { Button } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { downloadDocument } from '../../../lib/payments/download-document';

export interface PaymentDocumentLink {
  kind: string;
  number: string;
  fileName: string;
  url: string;
}

/**
 * Downloads a paid order's invoice or receipt (the PDF needs the Bearer token, so a plain link cannot); an
 * extension's says so, to tell it from the reservation's.
 */
export function DocumentButton({
  document,
  extension = false,
}: {
  document: PaymentDocumentLink;
  extension?: boolean;
}) {
  const { t } = useTranslation('reservations');
  const [downloading, setDownloading] = useState(false);
  const invoice = document.kind === 'vat_invoice';

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocument(document.url, document.fileName);
    } catch {
      notify('error', t('documents.download_failed'));
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
      aria-label={t(invoice ? 'documents.invoice_label' : 'documents.receipt_label', { number: document.number })}
    >
      {t(`documents.${invoice ? 'invoice' : 'receipt'}${extension ? '_extension' : ''}`)}
    </Button>
  );
}
