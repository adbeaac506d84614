import { Badge, Button, Collapse, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChargingPile, IconTruck } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SpotFeaturesField } from '../../../components/ui/spot-features';
import { NO_FILTERS, type VehicleFilters } from '../hooks/use-map-parkings';

const FIELDS = ['maxHeight', 'maxLength', 'maxWidth'] as const;
const LABELS = { maxHeight: 'height', maxLength: 'length', maxWidth: 'width' } as const;
const MAX_CM = 10_000;

/** The vehicle's height, length and width (cm): only parkings it fits in are shown. */
/** A filter's button: opens its panel, and says how many of its choices are on. */
function FilterToggle({
  icon,
  label,
  activeLabel,
  active,
  opened,
  onToggle,
  panelId,
}: {
  icon: ReactNode;
  label: string;
  activeLabel: string;
  active: number;
  opened: boolean;
  onToggle: () => void;
  panelId: string;
}) {
  return (
    <Group gap="xs">
      <Button
        variant="light"
        size="sm"
        leftSection={icon}
        onClick={onToggle}
        aria-expanded={opened}
        aria-controls={panelId}
        rightSection={
          active > 0 ? (
            <Badge size="sm" circle aria-hidden>
              {active}
            </Badge>
          ) : null
        }
      >
        {label}
        {active > 0 ? <span className="sr-only">{` (${activeLabel})`}</span> : null}
      </Button>
    </Group>
  );
}

/** Spot features the driver needs (EV charger, accessible bay, covered, underground). */
export function FeatureFiltersPanel({
  value,
  onChange,
}: {
  value: VehicleFilters;
  onChange: (value: VehicleFilters) => void;
}) {
  const { t } = useTranslation('map');
  const active = value.features.length;
  const [opened, { toggle }] = useDisclosure(active > 0);
  const panelId = useId();
  return (
    <Stack gap={6}>
      <FilterToggle
        icon={<IconChargingPile size={18} aria-hidden />}
        label={t('features.toggle')}
        activeLabel={t('features.active', { count: active })}
        active={active}
        opened={opened}
        onToggle={toggle}
        panelId={panelId}
      />
      <Collapse in={opened} id={panelId}>
        <SpotFeaturesField
          label={t('features.legend')}
          value={value.features}
          onChange={(features) => onChange({ ...value, features })}
        />
      </Collapse>
    </Stack>
  );
}

export function VehicleFiltersPanel({
  value,
  onChange,
}: {
  value: VehicleFilters;
  onChange: (value: VehicleFilters) => void;
}) {
  const { t } = useTranslation('map');
  const active = FIELDS.filter((field) => value[field] !== null).length;
  const [opened, { toggle }] = useDisclosure(active > 0);
  const panelId = useId();

  return (
    <Stack gap={6}>
      <FilterToggle
        icon={<IconTruck size={18} aria-hidden />}
        label={t('filters.toggle')}
        activeLabel={t('filters.active', { count: active })}
        active={active}
        opened={opened}
        onToggle={toggle}
        panelId={panelId}
      />
      <Collapse in={opened} id={panelId}>
        <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <legend className="sr-only">{t('filters.legend')}</legend>
          {/* Inputs line up at the bottom when a label wraps (Wysokość (cm) at 360 px in Polish). */}
          <SimpleGrid cols={3} spacing="xs" style={{ alignItems: 'end' }}>
            {FIELDS.map((field) => (
              <NumberInput
                key={field}
                label={t(`filters.${LABELS[field]}`)}
                value={value[field] ?? ''}
                min={1}
                max={MAX_CM}
                clampBehavior="strict"
                allowDecimal={false}
                allowNegative={false}
                hideControls
                inputMode="numeric"
                onChange={(next) => {
                  const number = typeof next === 'number' ? next : Number.parseInt(next, 10);
                  onChange({
                    ...value,
                    [field]: Number.isInteger(number) && number >= 1 && number <= MAX_CM ? number : null,
                  });
                }}
              />
            ))}
          </SimpleGrid>
          {active > 0 ? (
            <Button
              variant="subtle"
              size="compact-sm"
              mt={6}
              onClick={() => onChange({ ...NO_FILTERS, features: value.features })}
            >
              {t('filters.clear')}
            </Button>
          ) : null}
        </fieldset>
      </Collapse>
    </Stack>
  );
}
