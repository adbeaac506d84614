import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { UnavailabilityFormValues } from '@parkshare/shared/validation/price-lists';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useCreateUnavailability } from '../api/create-unavailability';
import { useParkingUnavailabilities } from '../api/parking-unavailabilities';
import { CardsSkeleton, LoadError } from '../../../components/ui/query-states';
import { UnavailabilityForm } from './unavailability-form';

/** /parking/{id}/unavailability-creator: adds a recurring closure and goes back to the list. */
export function UnavailabilityCreatorPage() {
  const { t } = useTranslation('prices');
  const { parkingId = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useParkingUnavailabilities(parkingId);
  const [create] = useCreateUnavailability();
  const parking = data?.parking;

  const submit = async (values: UnavailabilityFormValues) => {
    const result = await create({ variables: { input: { ...values, days: [...values.days], parkingId } } });
    notify('success', t('unavailability.created', { name: result.data?.createUnavailability.name ?? values.name }));
    await navigate(paths.parkingUnavailability.href(parkingId));
  };

  return (
    <Stack gap={0} maw={720}>
      <PageHeader
        title={t('unavailability.creator_title')}
        back={{ to: paths.parkingUnavailability.href(parkingId), label: t('back.unavailability') }}
        description={parking ? `${parking.name} · ${parking.identifier}` : undefined}
      />
      {loading && !data ? <CardsSkeleton count={1} label={t('unavailability.loading')} /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} title={t('load_error')} /> : null}
      {parking && !parking.canManage ? <Alert color="gray">{t('read_only')}</Alert> : null}
      {parking?.canManage ? <UnavailabilityForm onSubmit={submit} /> : null}
    </Stack>
  );
}
