import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceList } from '@parkshare/shared/pricing/types';
import { isLocale, type Locale } from '@parkshare/shared/locales';
import { formatDate } from '../../../lib/format/date';
import { stayLength } from '../../../lib/format/stay-length';
import { useStayPricesModule } from '../hooks/use-stay-prices-module';
import { stayPreview, type DraftList } from '../utils/stay-preview';
import { formatMoney } from '@parkshare/shared/money';

const TIME_ZONE = 'Europe/Warsaw';
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Before saving: what typical stays will cost with the list as typed, beside the parking's other lists (the
 * highest applicable list wins, SPEC §9), and a warning when the list makes short stays much dearer.
 */
export function StayPreview({ draft, otherLists }: { draft: DraftList; otherLists: readonly PriceList[] }) {
  const { t, i18n } = useTranslation('prices');
  const locale: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const module = useStayPricesModule();
  const [now] = useState(() => new Date());
  const preview = module ? stayPreview(module, draft, otherLists, now) : { state: 'waiting' as const };
  const names = new Map(otherLists.map((list) => [list.id, list.name]));
  const money = (grosze: number) => formatMoney(grosze, locale);

  return (
    <Paper withBorder p="md" radius="md" aria-live="polite" data-testid="stay-preview">
      <Stack gap="xs">
        <Text fw={600}>{t('preview.title')}</Text>
        {preview.state === 'waiting' ? <Text size="sm">{t('preview.waiting')}</Text> : null}
        {preview.state === 'never' ? <Text size="sm">{t('preview.never')}</Text> : null}
        {preview.state === 'ready' ? (
          <>
            <Text size="sm" c="dimmed">
              {preview.isNow
                ? t('preview.from_now')
                : t('preview.from', {
                    date: formatDate(preview.from, locale, TIME_ZONE),
                    time: clock.format(preview.from),
                  })}
            </Text>
            <Stack gap={2}>
              {preview.prices.map((price) => (
                <Group
                  key={price.minutes}
                  justify="space-between"
                  wrap="nowrap"
                  gap="xs"
                  data-testid="stay-preview-row"
                >
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {stayLength(price.minutes, t)}
                  </Text>
                  <Text size="sm" ta="right">
                    <b>{money(price.amount)}</b>
                    {price.priceListId === preview.draftId ? null : (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        {t('preview.set_by', { name: names.get(price.priceListId) ?? '' })}
                      </Text>
                    )}
                  </Text>
                </Group>
              ))}
            </Stack>
            {preview.warnings.map((warning) => (
              <Alert
                key={warning.kind}
                color="orange"
                variant="light"
                icon={<IconAlertTriangle aria-hidden />}
                data-testid="short-stay-warning"
              >
                {warning.kind === 'dearer'
                  ? t('preview.warning_dearer', { amount: money(warning.amount), basic: money(warning.basic) })
                  : t('preview.warning_long_period', {
                      period: t(`preview.long_periods.${warning.settlementPeriod}`),
                      amount: money(warning.amount),
                    })}
              </Alert>
            ))}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
