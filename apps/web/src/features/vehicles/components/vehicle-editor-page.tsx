import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { EditorNotFound, FormEditorPage } from '../../../components/ui/editor-page';
import { paths } from '../../../config/paths';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { useVehicleForEditor } from '../api/vehicle';
import { useVehicleBillingAccounts } from '../api/vehicle-billing-accounts';
import { VehicleForm } from './vehicle-form';

/** What the billing account creator hands back: the account it made, or that the driver came back without one. */
function returnOf(state: unknown): { billingAccountId?: string } | null {
  if (typeof state !== 'object' || state === null) return null;
  if ('billingAccountId' in state && typeof state.billingAccountId === 'string') {
    return { billingAccountId: state.billingAccountId };
  }
  return 'returned' in state && state.returned === true ? {} : null;
}

/** /vehicle-creator and /vehicle/{vehicleId}/editor: one screen, the id decides (SPEC §2). */
export function VehicleEditorPage() {
  const { t } = useTranslation('vehicles');
  const { vehicleId } = useParams();
  // Back from the billing account creator (see billing-account-form.tsx): the typed values come back too.
  const returned = returnOf(useLocation().state);
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
        returned={returned}
      />
    </FormEditorPage>
  );
}
