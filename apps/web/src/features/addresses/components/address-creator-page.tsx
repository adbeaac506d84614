import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useParkingAddresses } from '../api/parking-addresses';
import { AddressForm, type ExistingAddress } from './address-form';
import type { AddressItem } from './address-card';
import { LoadError } from './query-states';

// Where the map opens for a parking without any address yet: the centre of Warsaw.
const WARSAW = { latitude: 52.2297, longitude: 21.0122 };

const toFormValues = (parkingId: string, address: AddressItem): ExistingAddress => ({
  id: address.id,
  parkingId,
  type: address.type,
  country: address.country,
  region: address.region ?? '',
  city: address.city,
  street: address.street ?? '',
  number: address.number ?? '',
  postcode: address.postcode ?? '',
  latitude: address.latitude,
  longitude: address.longitude,
});

/** /parking/{parkingId}/address-creator (?addressId= edits one): search, drag the pin, check the fields. */
export function AddressCreatorPage() {
  const { parkingId = '' } = useParams();
  const [query] = useSearchParams();
  const addressId = query.get('addressId');
  const { t } = useTranslation('addresses');
  const { data, loading, error, refetch } = useParkingAddresses(parkingId);
  const parking = data?.parking;
  const addresses = parking?.addresses ?? [];
  const editing = addressId ? addresses.find((address) => address.id === addressId) : undefined;
  const basic = addresses.find((address) => address.type === 'basic');
  const basicTaken = Boolean(basic && basic.id !== addressId);
  // Entries and exits are near the parking: the map opens at its basic address.
  const start = editing ?? basic ?? WARSAW;
  const title = addressId ? t('form.edit_title') : basic ? t('form.add_title') : t('form.add_basic_title');

  return (
    <Stack gap={0} maw={760}>
      <PageHeader
        title={title}
        back={{ to: paths.parkingAddresses.href(parkingId), label: t('back.addresses') }}
        description={parking ? `${parking.name} · ${parking.identifier}` : undefined}
      />
      {loading && !data ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('form.loading')}>
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={260} />
        </Stack>
      ) : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {parking && !parking.canManage ? (
        <Alert color="yellow" role="alert">
          {t('form.view_only')}
        </Alert>
      ) : null}
      {parking && parking.canManage && addressId && !editing ? (
        <Alert color="yellow" role="alert">
          {t('form.address_not_found')}
        </Alert>
      ) : null}
      {parking && parking.canManage && (!addressId || editing) ? (
        <AddressForm
          key={editing?.id ?? 'new'}
          parkingId={parkingId}
          existing={editing ? toFormValues(parkingId, editing) : null}
          basicTaken={basicTaken}
          start={{ latitude: start.latitude, longitude: start.longitude }}
        />
      ) : null}
    </Stack>
  );
}
