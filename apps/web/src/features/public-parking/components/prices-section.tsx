import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describePrice, type PriceListLike } from '../utils/price-words';
import { describeDays, describeHours } from '../utils/schedule';
import { Section } from './section';

interface PriceList extends PriceListLike {
  name: string;
  days: readonly string[];
  startHour: string;
  endHour: string;
  isBasic: boolean;
}

/** Each price list in plain words: when it applies, then "First hour 5,00 zł, each next hour 4,00 zł". */
export function PricesSection({ priceLists }: { priceLists: readonly PriceList[] }) {
  const { t, i18n } = useTranslation('public-parking');
  const locale = i18n.resolvedLanguage ?? 'en';
  if (priceLists.length === 0) return null;
  return (
    <Section title={t('prices.title')} id="prices">
      {priceLists.map((list, index) => (
        <Stack key={`${list.name}-${index}`} gap={2} data-testid="price-list">
          <Group gap="xs">
            <Text fw={600}>{list.name}</Text>
            {list.isBasic ? (
              <Badge variant="light" size="sm" style={{ textTransform: 'none' }}>
                {t('prices.basic')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {list.isBasic
              ? t('prices.around_the_clock')
              : t('prices.when', {
                  days: describeDays(list.days, t),
                  hours: describeHours(list.startHour, list.endHour, t),
                })}
          </Text>
          <Text>{describePrice(list, locale, t)}</Text>
        </Stack>
      ))}
      {priceLists.length > 1 ? (
        <Text size="xs" c="dimmed">
          {t('prices.rule')}
        </Text>
      ) : null}
    </Section>
  );
}
