import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { useVehicleForEditor } from '../api/vehicle';
import { useVehicleBillingAccounts } from '../api/vehicle-billing-accounts';
import { VehicleForm } from './vehicle-form';

function FormSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i}>
          <Skeleton height={12} width={120} mb={6} />
          <Skeleton height={36} />
        </div>
      ))}
    </Stack>
  );
}

/** /vehicle-creator and /vehicle/{vehicleId}/editor: one screen, the id decides (SPEC §2). */
export function VehicleEditorPage() {
  const { t } = useTranslation('vehicles');
  const { vehicleId } = useParams();
  const vehicle = useVehicleForEditor(vehicleId);
  const billing = useVehicleBillingAccounts();
  const back = { to: paths.vehicles.href(), label: t('back.vehicles') };

  if (vehicle.error && normalizeError(vehicle.error).kind === 'not-found') {
    return (
      <Stack gap={0} maw={640}>
        <PageHeader title={t('editor.not_found_title')} back={back} />
        <Paper p="lg" withBorder bg="var(--ps-surface)">
          <Stack gap="sm" align="flex-start">
            <Text>{t('editor.not_found_text')}</Text>
            <Button component={Link} to={paths.vehicles.href()}>
              {t('back.vehicles')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    );
  }

  const error = vehicle.error ?? billing.error;
  const ready = (!vehicleId || vehicle.data) && billing.data;
  return (
    <Stack gap={0} maw={640}>
      <PageHeader title={vehicleId ? t('editor.edit_title') : t('editor.create_title')} back={back} />
      <Paper p="md" withBorder bg="var(--ps-surface)">
        {error ? (
          <LoadError
            error={error}
            onRetry={() => {
              if (vehicleId) void vehicle.refetch();
              void billing.refetch();
            }}
          />
        ) : ready ? (
          <VehicleForm
            // A fresh form per vehicle, so values never carry over from one vehicle to another.
            key={vehicleId ?? 'new'}
            vehicle={vehicle.data?.vehicle}
            billingAccounts={billing.data?.myBillingAccounts ?? []}
          />
        ) : (
          <FormSkeleton label={t('editor.loading')} />
        )}
      </Paper>
    </Stack>
  );
}
