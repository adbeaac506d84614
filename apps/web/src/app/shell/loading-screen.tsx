import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** SPEC §1: the plain placeholder while configuration and authentication load. */
export function LoadingScreen() {
  const { t } = useTranslation('common');
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      {t('loading')}
    </Center>
  );
}
