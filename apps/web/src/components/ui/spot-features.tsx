import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconAccessible, IconBuildingWarehouse, IconChargingPile, IconUmbrella } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SPOT_FEATURES, type SpotFeature } from '@parkshare/shared/spots/features';

// Spot features (issue 17 §5) as owners pick them, drivers filter by them and public pages list them: one set of
// words and icons everywhere (common:spot_features).

const ICONS: Record<SpotFeature, typeof IconChargingPile> = {
  ev_charger: IconChargingPile,
  accessible: IconAccessible,
  covered: IconUmbrella,
  underground: IconBuildingWarehouse,
};

interface FeaturesFieldProps {
  value: readonly SpotFeature[];
  onChange: (features: SpotFeature[]) => void;
  label: string;
  description?: string;
  error?: string | undefined;
}

/** Checkboxes of the features, in their canonical order. */
export function SpotFeaturesField({ value, onChange, label, description, error }: FeaturesFieldProps) {
  const { t } = useTranslation('common');
  return (
    <Checkbox.Group
      label={label}
      description={description}
      error={error}
      value={[...value]}
      onChange={(next) => onChange(SPOT_FEATURES.filter((feature) => next.includes(feature)))}
    >
      <Group gap="md" mt={6}>
        {SPOT_FEATURES.map((feature) => (
          <Checkbox key={feature} value={feature} label={t(`spot_features.${feature}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** The features as a short list with icons (nothing when there are none). */
export function SpotFeatureList({ features, size = 'sm' }: { features: readonly string[]; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('common');
  const shown = SPOT_FEATURES.filter((feature) => features.includes(feature));
  if (shown.length === 0) return null;
  return (
    <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="spot-features">
      {shown.map((feature) => {
        const Icon = ICONS[feature];
        return (
          <Group key={feature} component="li" gap={6} wrap="nowrap">
            <Icon size={size === 'xs' ? 14 : 18} aria-hidden />
            <Text size={size}>{t(`spot_features.${feature}`)}</Text>
          </Group>
        );
      })}
    </Stack>
  );
}
