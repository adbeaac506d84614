import { Button, Stack } from '@mantine/core';
import { IconCar, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ListStates } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useMyVehicleList } from '../api/my-vehicles';
import { useSetDefaultVehicle } from '../api/set-default-vehicle';
import { reportError } from '../../../lib/errors/report-error';
import { vehicleTitle } from '../utils/vehicle-display';
import { VehicleCard, type VehicleItem } from './vehicle-card';

/** /vehicles: the driver's cars, the default first (SPEC §2, §3). */
export function VehiclesPage() {
  const { t } = useTranslation('vehicles');
  const { data, loading, error, refetch } = useMyVehicleList();
  const [setDefault] = useSetDefaultVehicle();
  const [busy, setBusy] = useState(false);
  const vehicles = data?.myVehicles ?? [];

  const makeDefault = async (vehicle: VehicleItem) => {
    setBusy(true);
    try {
      await setDefault({ variables: { id: vehicle.id } });
      notify('success', t('list.made_default', { plate: vehicleTitle(vehicle) }));
    } catch (failure) {
      reportError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={0} maw={720}>
      <PageHeader
        title={t('list.title')}
        back={{ to: paths.map.href(), label: t('back.map') }}
        description={t('list.description')}
        actions={
          <Button component={Link} to={paths.vehicleCreator.href()} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('list.add')}
          </Button>
        }
      />
      <ListStates
        loading={loading}
        error={error}
        loaded={Boolean(data)}
        count={vehicles.length}
        loadingLabel={t('list.loading')}
        onRetry={() => void refetch()}
        empty={{
          icon: <IconCar size={40} aria-hidden color="var(--mantine-color-blue-6)" />,
          title: t('list.empty_title'),
          text: t('list.empty_text'),
          action: { to: paths.vehicleCreator.href(), label: t('list.add') },
        }}
      >
        {vehicles.map((vehicle) => (
          <VehicleCard key={vehicle.id} vehicle={vehicle} busy={busy} onMakeDefault={(v) => void makeDefault(v)} />
        ))}
      </ListStates>
    </Stack>
  );
}
