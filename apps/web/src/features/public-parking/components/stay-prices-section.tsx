import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { PRESET_STAY_MINUTES } from '@parkshare/shared/pricing/presets';
import { useTranslation } from 'react-i18next';
import { publicStayPricesDocument } from '../api/stay-prices';
import { usePublicQuery } from '../hooks/use-public-query';
import { stayLength } from '../../../lib/format/stay-length';
import { Section } from './section';
import { formatMoney } from '@parkshare/shared/money';

/**
 * "What a stay costs now": the booking presets priced as a booking would be, so the highest-list rule never
 * surprises anyone at the payment (a day list can make 30 minutes cost a day). While it loads, its rows are held
 * by placeholders of their size, so the sections below do not move when the prices come (issue 17: layout shift);
 * nothing when it fails or the parking has no price: the price lists below still say the rule.
 */
export function StayPricesSection({ identifier }: { identifier: string }) {
  const { t, i18n } = useTranslation('public-parking');
  const locale = i18n.resolvedLanguage ?? 'en';
  const { data, loading } = usePublicQuery(publicStayPricesDocument, { identifier });
  if (loading) {
    return (
      <Section title={t('stay_prices.title')} id="stay-prices">
        <Stack gap={4} aria-hidden>
          {PRESET_STAY_MINUTES.map((minutes) => (
            // A row of text at the body size: 1rem × line-height 1.55.
            <Skeleton key={minutes} height="1.55rem" />
          ))}
        </Stack>
        <Skeleton height="1.1rem" width="60%" aria-hidden />
      </Section>
    );
  }
  const prices = data?.stayPrices ?? [];
  if (prices.length === 0) return null;
  const setBy = new Set(prices.map((price) => price.priceListName));
  return (
    <Section title={t('stay_prices.title')} id="stay-prices">
      <Stack gap={4} data-testid="stay-prices">
        {prices.map((price) => (
          <Group key={price.minutes} justify="space-between" wrap="nowrap" data-testid="stay-price">
            <Text>{stayLength(price.minutes, t)}</Text>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(price.amount, locale, price.currency)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Text size="xs" c="dimmed">
        {setBy.size === 1
          ? t('stay_prices.set_by', { name: [...setBy][0] })
          : t('stay_prices.set_by_many', { names: [...setBy].join(', ') })}
      </Text>
    </Section>
  );
}
