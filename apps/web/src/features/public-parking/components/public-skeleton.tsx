import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The page's shape while its data loads. */
export function PublicSkeleton() {
  const { t } = useTranslation('public-parking');
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton height={32} width="60%" />
      <Skeleton height={24} width="40%" />
      <Skeleton height={180} />
      <Skeleton height={44} />
      <Skeleton height={120} />
      <Skeleton height={160} />
    </Stack>
  );
}
