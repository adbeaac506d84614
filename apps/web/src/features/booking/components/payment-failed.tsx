import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureReason } from '../../../components/payments/failure-reason';
import type { FinalPayment } from '../../../components/payments/use-payment-outcome';

/** SPEC §8 'Payment could not be processed', why, and Try again (the same order, back at the methods). */
export function PaymentFailed({ payment, onRetry }: { payment: FinalPayment; onRetry: () => void }) {
  const { t } = useTranslation('money');
  return (
    <Paper p="lg" withBorder bg="var(--ps-surface)">
      <Stack align="center" ta="center" gap="sm" role="alert">
        <ThemeIcon color="red" variant="light" size={64} radius="xl">
          <IconCircleX size={40} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {t('failure.title')}
        </Title>
        <Text data-testid="failure-reason">{t(`failure.reasons.${failureReason(payment.failureCode)}`)}</Text>
        <Text size="sm" c="dimmed">
          {t('failure.no_money_taken')}
        </Text>
        <Group gap="sm" justify="center" mt="xs">
          <Button onClick={onRetry}>{t('failure.try_again')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
