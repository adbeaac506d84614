import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useCreateSpot } from '../api/create-spot';
import { SpotForm, type SpotFormValues } from './spot-form';

export function SpotCreatorPage() {
  const { t } = useTranslation('parkings');
  const navigate = useNavigate();
  const parkingId = useParams().parkingId ?? '';
  const [createSpot] = useCreateSpot();
  const list = paths.parkingSpots.href(parkingId);

  const onSubmit = async (values: SpotFormValues) => {
    const result = await createSpot({ variables: { input: { parkingId, ...values } } });
    notify('success', t('spot_form.created', { number: result.data?.createSpot.number ?? values.number }));
    await navigate(list);
  };

  return (
    <Stack gap={0}>
      <PageHeader title={t('spot_form.creator_title')} back={{ to: list, label: t('back_to_spots') }} />
      <SpotForm
        defaultValues={{ number: '', hasRestrictions: false, features: [] }}
        submitLabel={t('spot_form.create')}
        onSubmit={onSubmit}
      />
    </Stack>
  );
}
