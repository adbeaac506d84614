import { Button, type ButtonProps } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../lib/confirm';
import { reportError } from '../../../lib/errors/report-error';
import { notify } from '../../../lib/notify';
import { useRetryKsefSubmission } from '../api/retry-ksef-submission';

interface RetryButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'> {
  invoice: { id: string; invoiceNumber: string };
  /** The server refused (e.g. another admin sent it again meanwhile): read the queue again. */
  onFailed: () => void;
}

/**
 * "Send again": after a confirmation that says to do it only once the cause is fixed, the refused invoice goes back
 * to the queue. A refusal is shown in the admin's language (ksefRetryOnlyRejected) and the queue is read again.
 */
export function RetryButton({ invoice, onFailed, ...props }: RetryButtonProps) {
  const { t } = useTranslation('ksef');
  const [retry, { loading }] = useRetryKsefSubmission();
  const number = invoice.invoiceNumber;

  const send = async () => {
    const ok = await confirm({
      title: t('rejected.confirm_title'),
      message: t('rejected.confirm_text', { number }),
      confirmLabel: t('rejected.confirm'),
    });
    if (!ok) {
      return;
    }
    try {
      await retry({ variables: { id: invoice.id } });
      notify('success', t('rejected.done', { number }));
    } catch (failure) {
      reportError(failure);
      onFailed();
    }
  };

  return (
    <Button
      {...props}
      leftSection={<IconSend size={16} aria-hidden />}
      loading={loading}
      aria-label={t('rejected.retry_named', { number })}
      onClick={() => void send()}
    >
      {t('rejected.retry')}
    </Button>
  );
}
