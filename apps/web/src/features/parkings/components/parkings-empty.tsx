import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const STEPS = ['step_parking', 'step_address', 'step_spots', 'step_prices', 'step_verify'] as const;

/** The first visit: what it takes to get a parking onto the map, and the first step. */
export function ParkingsEmpty() {
  const { t } = useTranslation('parkings');
  return (
    <Paper withBorder radius="md" p="lg" bg="var(--ps-surface)">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h3">
          {t('list.empty_title')}
        </Title>
        <Text>{t('list.empty_intro')}</Text>
        <List type="ordered" spacing={6}>
          {STEPS.map((step) => (
            <List.Item key={step}>{t(`list.${step}`)}</List.Item>
          ))}
        </List>
        <Button component={Link} to={paths.parkingCreator.href()} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('list.add')}
        </Button>
      </Stack>
    </Paper>
  );
}
