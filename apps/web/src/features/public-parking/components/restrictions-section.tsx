import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMetres } from '../utils/format';
import { Section } from './section';

interface Restrictions {
  hasRestrictions: boolean;
  maxHeightCm?: number | null;
  maxLengthCm?: number | null;
  maxWidthCm?: number | null;
}

/** "Max height 2.10 m" and so on; nothing when the parking has no limits. */
export function RestrictionsSection({
  restrictions,
  spotRestricted = false,
}: {
  restrictions: Restrictions;
  spotRestricted?: boolean;
}) {
  const { t, i18n } = useTranslation('public-parking');
  const locale = i18n.resolvedLanguage ?? 'en';
  const limits = (
    [
      ['height', restrictions.maxHeightCm],
      ['length', restrictions.maxLengthCm],
      ['width', restrictions.maxWidthCm],
    ] as const
  ).filter((entry): entry is readonly ['height' | 'length' | 'width', number] => typeof entry[1] === 'number');
  if (!restrictions.hasRestrictions && limits.length === 0 && !spotRestricted) return null;
  return (
    <Section title={t('restrictions.title')} id="restrictions">
      {spotRestricted ? <Text>{t('restrictions.spot')}</Text> : null}
      {limits.length > 0 ? (
        <Stack gap={4} component="ul" m={0} pl="md">
          {limits.map(([kind, cm]) => (
            <Text component="li" key={kind}>
              {t(`restrictions.max_${kind}`, { value: formatMetres(cm, locale) })}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text>{t('restrictions.some')}</Text>
      )}
    </Section>
  );
}
