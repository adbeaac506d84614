import { Button, Chip, Group, Input, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DayOrEvent } from '@parkshare/shared/pricing/types';
import { DAY_OPTIONS, DAY_SHORTCUTS, applyShortcut, isShortcutActive, sortDays, type DayShortcut } from '../utils/days';

interface DaysFieldProps {
  label: string;
  description?: string;
  value: readonly DayOrEvent[];
  onChange: (days: DayOrEvent[]) => void;
  error?: string;
}

/** Days and events as chip checkboxes (Mon…Sun, holidays, long weekend, New Year) with quick choices. */
export function DaysField({ label, description, value, onChange, error }: DaysFieldProps) {
  const { t } = useTranslation('prices');
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      component="fieldset"
      styles={{ root: { border: 0, padding: 0, margin: 0 } }}
    >
      <Stack gap="xs" mt={6}>
        <Group gap={6} aria-label={t('shortcuts.label')} role="group">
          {(Object.keys(DAY_SHORTCUTS) as DayShortcut[]).map((shortcut) => (
            <Button
              key={shortcut}
              size="compact-sm"
              variant={isShortcutActive(value, shortcut) ? 'light' : 'subtle'}
              onClick={() => onChange(applyShortcut(value, shortcut))}
            >
              {t(`shortcuts.${shortcut}`)}
            </Button>
          ))}
        </Group>
        <Chip.Group multiple value={[...value]} onChange={(days) => onChange(sortDays(days))}>
          <Group gap={6}>
            {DAY_OPTIONS.map((day) => (
              <Chip key={day} value={day} size="sm" variant="outline">
                {t(`days.${day}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
    </Input.Wrapper>
  );
}
