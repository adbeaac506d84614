import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../lib/format/date';
import type { PricePreview } from '../hooks/use-price-preview';

/** The estimated amount from the pricing engine (SPEC §3), while it is asked a loader, before a period a hint. */
export function PriceEstimate({ preview }: { preview: PricePreview }) {
  const { t, i18n } = useTranslation('booking');
  const locale = localeOf(i18n.resolvedLanguage);
  return (
    <Paper p="md" withBorder bg="var(--ps-surface)">
      <Group justify="space-between" align="center" wrap="nowrap" aria-live="polite">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('form.estimated')}
          </Text>
          <Text fz={24} fw={700} data-testid="estimated-amount">
            {formatMoney(preview.estimated, locale, preview.quote?.currency ?? 'PLN')}
          </Text>
        </Stack>
        {preview.loading && preview.chosen ? <Loader size="sm" role="status" aria-label={t('form.pricing')} /> : null}
      </Group>
      {!preview.chosen ? (
        <Text size="sm" c="dimmed">
          {t('form.estimated_hint')}
        </Text>
      ) : null}
    </Paper>
  );
}
