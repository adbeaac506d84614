import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useSpotDetails } from '../api/spot-details';
import { useUpdateSpot } from '../api/update-spot';
import { errorText } from '../../../lib/errors/report-error';
import { SpotForm, type SpotFormValues } from './spot-form';

export function SpotEditorPage() {
  const { t } = useTranslation('parkings');
  const navigate = useNavigate();
  const { parkingId = '', spotId = '' } = useParams();
  const { data, loading, error } = useSpotDetails(spotId);
  const [updateSpot] = useUpdateSpot();
  const spot = data?.spot;
  const list = paths.parkingSpots.href(parkingId);

  const onSubmit = async (values: SpotFormValues) => {
    const result = await updateSpot({ variables: { id: spotId, input: values } });
    notify('success', t('spot_form.saved', { number: result.data?.updateSpot.number ?? values.number }));
    await navigate(list);
  };

  return (
    <Stack gap={0}>
      <PageHeader
        title={
          spot ? (
            t('spot_form.editor_title', { number: spot.number })
          ) : loading ? (
            <Skeleton h={32} w={200} />
          ) : (
            t('spot_form.not_found')
          )
        }
        back={{ to: list, label: t('back_to_spots') }}
      />
      {error && !spot ? (
        <Alert color="red" role="alert">
          {errorText(error)}
        </Alert>
      ) : null}
      {spot ? (
        <SpotForm
          key={spot.id}
          defaultValues={{ number: spot.number, hasRestrictions: spot.hasRestrictions, features: spot.features }}
          submitLabel={t('spot_form.save')}
          onSubmit={onSubmit}
        />
      ) : loading ? (
        <Stack gap="sm" maw={480} aria-busy>
          <Skeleton h={64} radius="sm" />
          <Skeleton h={32} radius="sm" />
        </Stack>
      ) : null}
    </Stack>
  );
}
