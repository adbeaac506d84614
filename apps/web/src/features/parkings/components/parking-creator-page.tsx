import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useCreateParking } from '../api/create-parking';
import { useParkingOptions } from '../hooks/use-parking-form-options';
import { errorText } from '../../../lib/errors/report-error';
import { ParkingForm, type ParkingPayload } from './parking-form';

export function ParkingCreatorPage() {
  const { t } = useTranslation('parkings');
  const navigate = useNavigate();
  const options = useParkingOptions();
  const [createParking] = useCreateParking();

  const onSubmit = async (input: ParkingPayload) => {
    const result = await createParking({ variables: { input } });
    const id = result.data?.createParking.id;
    if (id) {
      notify('success', t('form.created'));
      await navigate(paths.parkingEditor.href(id));
    }
  };

  return (
    <Stack gap={0}>
      <PageHeader title={t('form.creator_title')} back={{ to: paths.parkings.href(), label: t('back_to_parkings') }} />
      {options.error && !options.ready ? (
        <Alert color="red" role="alert">
          {errorText(options.error)}
        </Alert>
      ) : null}
      {options.ready ? (
        <ParkingForm
          defaultValues={{
            name: '',
            note: '',
            accessInstructions: '',
            billingAccountId: options.defaultBillingAccountId,
            organizationId: '',
            hasRestrictions: false,
            maxHeightCm: null,
            maxLengthCm: null,
            maxWidthCm: null,
          }}
          billingAccounts={options.billingAccounts}
          organizations={options.organizations}
          submitLabel={t('form.create')}
          onSubmit={onSubmit}
        />
      ) : options.loading ? (
        <Stack gap="sm" maw={560} aria-busy>
          {[56, 80, 56, 40].map((height, index) => (
            <Skeleton key={index} h={height} radius="sm" />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
