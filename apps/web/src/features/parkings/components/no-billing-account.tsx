import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** In place of the billing account select when the owner has none yet: what it is and where to add one. */
export function NoBillingAccount() {
  const { t } = useTranslation('parkings');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-yellow-light)"
      role="region"
      aria-label={t('form.billing_account')}
    >
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>{t('form.no_billing_title')}</Text>
        <Text size="sm">{t('form.no_billing_text')}</Text>
        <Button
          component={Link}
          to={paths.billingCreator.href()}
          variant="light"
          leftSection={<IconReceipt size={16} aria-hidden />}
        >
          {t('form.add_billing')}
        </Button>
      </Stack>
    </Paper>
  );
}
