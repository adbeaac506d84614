import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import { useTranslation } from 'react-i18next';
import type { AwaitingParking } from './verification-card';

// What the admin checks before a parking goes live (issue 13): its prices and its photos, as the owner set them.

/** Each price list: name, settlement period and prices; a non-basic list also says when it applies. */
export function PriceListsSummary({ priceLists }: { priceLists: AwaitingParking['priceLists'] }) {
  const { t, i18n } = useTranslation(['verification', 'prices']);
  const locale = i18n.resolvedLanguage ?? 'en';
  if (priceLists.length === 0) {
    return (
      <Text component="dd" m={0} size="sm">
        {t('verification:no_prices')}
      </Text>
    );
  }
  return priceLists.map((list) => {
    const prices = t('prices:list.prices', {
      first: formatMoney(list.firstPeriodPrice, locale, list.currency),
      next: formatMoney(list.nextPeriodPrice, locale, list.currency),
    });
    const when = list.isBasic
      ? t('verification:basic_price')
      : `${list.days.map((day) => t(`prices:days.${day}`)).join(', ')} · ${
          list.startHour === list.endHour
            ? t('prices:all_day')
            : t('prices:hours', { start: list.startHour, end: list.endHour })
        }`;
    return (
      <Text key={list.id} component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600} size="sm">
          {list.name}
        </Text>{' '}
        ({when}): {t(`prices:periods.${list.settlementPeriod}`)}, {prices}
      </Text>
    );
  });
}

/** The parking's photos as thumbnails, each opening the full photo. */
export function PhotoStrip({ images, identifier }: { images: AwaitingParking['images']; identifier: string }) {
  const { t } = useTranslation('verification');
  if (images.length === 0) {
    return (
      <Text component="dd" m={0} size="sm">
        {t('no_photos')}
      </Text>
    );
  }
  return (
    <Stack component="dd" m={0} gap={4}>
      <Group gap="xs">
        {images.map((image, index) => (
          <Anchor key={image.id} href={image.url} target="_blank" rel="noopener">
            <Image
              src={image.thumbnailUrl}
              alt={t('photo_alt', { identifier, number: index + 1, total: images.length })}
              w={72}
              h={72}
              radius="sm"
              fit="cover"
            />
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}
