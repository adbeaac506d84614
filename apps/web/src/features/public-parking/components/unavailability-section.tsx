import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeDays, describeHours } from '../utils/schedule';
import { Section } from './section';

interface Unavailability {
  name: string;
  days: readonly string[];
  startTime: string;
  endTime: string;
}

/** When the parking is closed, repeating; without any the parking is open around the clock. */
export function UnavailabilitySection({ unavailabilities }: { unavailabilities: readonly Unavailability[] }) {
  const { t } = useTranslation('public-parking');
  return (
    <Section title={t('unavailability.title')} id="unavailability">
      {unavailabilities.length === 0 ? (
        <Text>{t('unavailability.none')}</Text>
      ) : (
        unavailabilities.map((item, index) => (
          <Stack key={`${item.name}-${index}`} gap={0}>
            <Text fw={600}>{item.name}</Text>
            <Text size="sm">
              {t('unavailability.when', {
                days: describeDays(item.days, t),
                hours: describeHours(item.startTime, item.endTime, t),
              })}
            </Text>
          </Stack>
        ))
      )}
    </Section>
  );
}
