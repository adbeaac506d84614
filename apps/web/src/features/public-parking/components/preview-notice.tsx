import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Over a parking's or a spot's page shown before it is public: only those who manage the parking see it (issue 13). */
export function PreviewNotice() {
  const { t } = useTranslation('public-parking');
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      title={t('preview.title')}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {t('preview.text')}
    </Alert>
  );
}
