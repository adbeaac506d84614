import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "KSeF number: …" under an invoice KSeF accepted (decision 082): the number the buyer's accountant looks the
 * invoice up by in KSeF. Nothing before KSeF accepted it, for a receipt, or where Parkshare does not send to KSeF.
 */
export function KsefNumber({ number }: { number: string | null | undefined }) {
  const { t } = useTranslation('money');
  if (!number) {
    return null;
  }
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="ksef-number">
      {t('payments.ksef_number', { number })}
    </Text>
  );
}
