import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { UnavailabilityFormValues } from '@parkshare/shared/validation/price-lists';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useCreateUnavailability } from '../api/create-unavailability';
import { useParkingUnavailabilities } from '../api/parking-unavailabilities';
import { useUpdateUnavailability } from '../api/update-unavailability';
import { ItemEditorFrame } from './item-editor-frame';
import { UnavailabilityForm } from './unavailability-form';

/**
 * /parking/{id}/unavailability-creator adds a recurring closure, /parking/{id}/unavailability/{id}/editor
 * changes one; both go back to the list.
 */
export function UnavailabilityCreatorPage() {
  const { t } = useTranslation('prices');
  const { parkingId = '', unavailabilityId } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useParkingUnavailabilities(parkingId);
  const [create] = useCreateUnavailability();
  const [update] = useUpdateUnavailability();
  const parking = data?.parking;
  const item = unavailabilityId ? parking?.unavailabilities.find((u) => u.id === unavailabilityId) : undefined;

  const submit = async (values: UnavailabilityFormValues) => {
    const input = { ...values, days: [...values.days], parkingId };
    if (unavailabilityId) {
      const result = await update({ variables: { id: unavailabilityId, input } });
      notify('success', t('unavailability.saved', { name: result.data?.updateUnavailability.name ?? values.name }));
    } else {
      const result = await create({ variables: { input } });
      notify('success', t('unavailability.created', { name: result.data?.createUnavailability.name ?? values.name }));
    }
    await navigate(paths.parkingUnavailability.href(parkingId));
  };

  return (
    <ItemEditorFrame
      title={unavailabilityId ? t('unavailability.editor_title') : t('unavailability.creator_title')}
      back={{ to: paths.parkingUnavailability.href(parkingId), label: t('back.unavailability') }}
      description={parking ? `${parking.name} · ${parking.identifier}` : undefined}
      loadingLabel={t('unavailability.loading')}
      query={{ loaded: Boolean(data), loading, error, retry: () => void refetch() }}
      canManage={parking?.canManage}
      missing={Boolean(unavailabilityId && parking && !item)}
    >
      <UnavailabilityForm key={item?.id ?? 'new'} item={item} onSubmit={submit} />
    </ItemEditorFrame>
  );
}
