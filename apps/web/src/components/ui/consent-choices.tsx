import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConsentChoice } from '../../lib/consent/consent-store';

export type ConsentCategory = keyof ConsentChoice;

/**
 * The switches of the optional cookies (decision 094): necessary ones always on (a disabled switch, so everyone sees
 * they exist), then each configured category with what it is for. Texts: the `consent` namespace.
 */
export function ConsentChoices({
  categories,
  value,
  onChange,
}: {
  categories: ConsentCategory[];
  value: ConsentChoice;
  onChange: (value: ConsentChoice) => void;
}) {
  const { t } = useTranslation('consent');
  return (
    <Stack gap="sm">
      <Switch
        checked
        disabled
        label={t('necessary.label')}
        description={<Text size="sm">{t('necessary.description')}</Text>}
      />
      {categories.map((category) => (
        <Switch
          key={category}
          checked={value[category]}
          onChange={(event) => onChange({ ...value, [category]: event.currentTarget.checked })}
          label={t(`${category}.label`)}
          description={<Text size="sm">{t(`${category}.description`)}</Text>}
        />
      ))}
    </Stack>
  );
}
