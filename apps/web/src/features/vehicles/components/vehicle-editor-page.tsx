import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EditorNotFound, FormEditorPage } from '../../../components/ui/editor-page';
import { paths } from '../../../config/paths';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { useVehicleForEditor } from '../api/vehicle';
import { useVehicleBillingAccounts } from '../api/vehicle-billing-accounts';
import { VehicleForm } from './vehicle-form';

/** /vehicle-creator and /vehicle/{vehicleId}/editor: one screen, the id decides (SPEC §2). */
export function VehicleEditorPage() {
  const { t } = useTranslation('vehicles');
  const { vehicleId } = useParams();
  const vehicle = useVehicleForEditor(vehicleId);
  const billing = useVehicleBillingAccounts();
  const back = { to: paths.vehicles.href(), label: t('back.vehicles') };

  if (vehicle.error && normalizeError(vehicle.error).kind === 'not-found') {
    return <EditorNotFound title={t('editor.not_found_title')} text={t('editor.not_found_text')} back={back} />;
  }

  return (
    <FormEditorPage
      title={vehicleId ? t('editor.edit_title') : t('editor.create_title')}
      back={back}
      error={vehicle.error ?? billing.error}
      onRetry={() => {
        if (vehicleId) void vehicle.refetch();
        void billing.refetch();
      }}
      ready={Boolean((!vehicleId || vehicle.data) && billing.data)}
      loading={{ label: t('editor.loading'), fields: 4 }}
    >
      <VehicleForm
        // A fresh form per vehicle, so values never carry over from one vehicle to another.
        key={vehicleId ?? 'new'}
        vehicle={vehicle.data?.vehicle}
        billingAccounts={billing.data?.myBillingAccounts ?? []}
      />
    </FormEditorPage>
  );
}
