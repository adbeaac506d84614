import { Anchor, Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ParkingDetailsQuery } from '../../../gql/graphql';

type Readiness = ParkingDetailsQuery['parking']['readiness'];

/** What verification needs, each missing item linking to the screen that fixes it. */
export function ReadinessChecklist({ parkingId, readiness }: { parkingId: string; readiness: Readiness }) {
  const { t } = useTranslation('parkings');
  const items = [
    {
      done: readiness.hasBasicAddress,
      label: t('editor.check_address'),
      fix: t('editor.fix_address'),
      to: paths.parkingAddresses.href(parkingId),
    },
    {
      done: readiness.hasSpots,
      label: t('editor.check_spots'),
      fix: t('editor.fix_spots'),
      to: paths.parkingSpots.href(parkingId),
    },
    {
      done: readiness.hasBasicPriceList,
      label: t('editor.check_price'),
      fix: t('editor.fix_price'),
      to: paths.parkingPrices.href(parkingId),
    },
  ];
  return (
    <div>
      <Text size="sm" mb={6}>
        {t('editor.verify_intro')}
      </Text>
      <List spacing={6} size="sm" center>
        {items.map((item) => (
          <List.Item
            key={item.label}
            icon={
              <ThemeIcon
                size={20}
                radius="xl"
                color={item.done ? 'green' : 'gray'}
                variant={item.done ? 'filled' : 'light'}
              >
                {item.done ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
              </ThemeIcon>
            }
          >
            <Group gap={6} wrap="wrap">
              <Text size="sm" span>
                {item.label}
                <span className="sr-only"> ({item.done ? t('editor.check_done') : t('editor.check_missing')})</span>
              </Text>
              {item.done ? null : (
                <Anchor component={Link} to={item.to} size="sm">
                  {item.fix}
                </Anchor>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
