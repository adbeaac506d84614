import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@parkshare/shared/locales';
import { stayLength } from '../../../lib/format/stay-length';
import { useMapStayPrices } from '../api/stay-prices';
import { formatMoney } from '@parkshare/shared/money';

/**
 * The booking presets (30 min, 1 h, 2 h) priced from the window's start, under the window's own price: the highest
 * applicable list can make a short stay cost much more than "first hour" suggests. Nothing until it has arrived.
 */
export function StayPrices({ identifier, startAt }: { identifier: string; startAt: Date }) {
  const { t, i18n } = useTranslation('map');
  const locale: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const { data } = useMapStayPrices(identifier, startAt.toISOString());
  const prices = data?.stayPrices ?? [];
  if (prices.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {t('card.presets')}
      </Text>
      <Group gap="md" data-testid="map-card-presets">
        {prices.map((price) => (
          <Text key={price.minutes} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {stayLength(price.minutes, t)}: <b>{formatMoney(price.amount, locale, price.currency)}</b>
          </Text>
        ))}
      </Group>
    </Stack>
  );
}
