import { Alert, Anchor, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconPrinter, IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useParkingSpots } from '../api/parking-spots';
import { errorText } from '../../../lib/errors/report-error';
import { PrintSigns } from './print-signs';
import { SpotList } from './spot-list';

/** A parking's spots in natural order, with their signs; `?print=1` shows all signs ready to print. */
export function SpotsPage() {
  const { t } = useTranslation('parkings');
  const parkingId = useParams().parkingId ?? '';
  const [search] = useSearchParams();
  const { data, loading, error } = useParkingSpots(parkingId);
  const parking = data?.parking;

  if (parking && search.get('print') === '1') {
    return (
      <PrintSigns identifier={parking.identifier} spots={parking.spots} backTo={paths.parkingSpots.href(parkingId)} />
    );
  }

  const actions = parking?.canManage ? (
    <>
      <Button component={Link} to={paths.spotCreator.href(parkingId)} leftSection={<IconPlus size={16} aria-hidden />}>
        {t('spots.add')}
      </Button>
      <Button
        component={Link}
        to={paths.spotsCreator.href(parkingId)}
        variant="light"
        leftSection={<IconStack2 size={16} aria-hidden />}
      >
        {t('spots.add_many')}
      </Button>
    </>
  ) : null;

  return (
    <Stack gap={0}>
      <PageHeader
        title={t('spots.title')}
        back={{ to: paths.parkings.href(), label: t('back_to_parkings') }}
        description={
          parking ? (
            <Anchor component={Link} to={paths.parkingEditor.href(parkingId)} inherit>
              {t('spots.subtitle', { name: parking.name, identifier: parking.identifier })}
            </Anchor>
          ) : null
        }
        actions={actions}
      />
      {error && !parking ? (
        <Alert color="red" role="alert" title={t('load_error')}>
          {errorText(error)}
        </Alert>
      ) : null}
      {!parking && loading ? (
        <Stack gap="xs" aria-busy>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} h={56} radius="md" />
          ))}
        </Stack>
      ) : null}
      {parking && parking.spots.length === 0 ? (
        <Paper withBorder radius="md" p="lg" bg="var(--ps-surface)">
          <Stack gap="xs" align="flex-start">
            <Title order={2} fz="h4">
              {t('spots.empty_title')}
            </Title>
            <Text c="dimmed">{t('spots.empty_text')}</Text>
          </Stack>
        </Paper>
      ) : null}
      {parking && parking.spots.length > 0 ? (
        <Stack gap="sm">
          <Button
            component={Link}
            to={`${paths.parkingSpots.href(parkingId)}?print=1`}
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('spots.print_all')}
          </Button>
          <SpotList
            parkingId={parkingId}
            identifier={parking.identifier}
            spots={parking.spots}
            canManage={parking.canManage}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
