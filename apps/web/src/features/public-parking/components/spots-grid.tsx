import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicSpotState } from '../../../gql/graphql';
import { corePaths as paths } from '../../../config/core-paths';
import classes from './public-parking.module.css';
import { Section } from './section';

const STATES: readonly PublicSpotState[] = ['available', 'reserved', 'occupied'];

interface Spot {
  number: string;
  state: PublicSpotState;
  hasRestrictions: boolean;
}

/** The spots in natural order (as the API lists them), coloured by state; each opens its own page. */
export function SpotsGrid({ identifier, spots }: { identifier: string; spots: readonly Spot[] }) {
  const { t } = useTranslation('public-parking');
  return (
    <Section title={t('spots.title', { count: spots.length })} id="spots">
      <Group gap="md" aria-label={t('spots.legend')} role="list">
        {STATES.map((state) => (
          <Group key={state} gap={6} wrap="nowrap" role="listitem">
            <span className={`${classes.swatch} ${classes[state]}`} data-testid="legend-sample" aria-hidden />
            <Text size="sm">{t(`spot_state.${state}`)}</Text>
          </Group>
        ))}
      </Group>
      {spots.length === 0 ? (
        <Text c="dimmed">{t('spots.none')}</Text>
      ) : (
        <ul className={classes.spots} aria-label={t('spots.list')}>
          {spots.map((spot) => (
            <li key={spot.number}>
              <Link
                to={paths.publicSpot.href(identifier, spot.number)}
                className={`${classes.spot} ${classes[spot.state]}`}
                aria-label={t('spots.spot_label', { number: spot.number, state: t(`spot_state.${spot.state}`) })}
                data-state={spot.state}
              >
                {spot.number}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
