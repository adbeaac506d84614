import { Alert, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import type { ParkingDetailsQuery } from '../../../gql/graphql';
import { notify } from '../../../lib/notify';
import { useParkingDetails } from '../api/parking-details';
import { useUpdateParking } from '../api/update-parking';
import { useParkingOptions } from '../hooks/use-parking-form-options';
import { errorText } from '../../../lib/errors/report-error';
import { ParkingForm, type ParkingPayload } from './parking-form';
import { ParkingReadOnly } from './parking-read-only';
import { ParkingStatusCard } from './parking-status-card';
import { ParkingTiles } from './parking-tiles';

type Parking = ParkingDetailsQuery['parking'];

/** The parking's management hub: status and verification, its details, and the way to everything under it. */
export function ParkingEditorPage() {
  const { t } = useTranslation('parkings');
  const parkingId = useParams().parkingId ?? '';
  const { data, loading, error } = useParkingDetails(parkingId);
  const parking = data?.parking;
  const back = { to: paths.parkings.href(), label: t('back_to_parkings') };

  if (!parking) {
    return (
      <Stack gap={0}>
        <PageHeader title={loading || !error ? <Skeleton h={32} w={220} /> : t('load_error')} back={back} />
        {error ? (
          <Alert color="red" role="alert">
            {errorText(error)}
          </Alert>
        ) : (
          <Stack gap="md" aria-busy>
            <Skeleton h={140} radius="md" />
            <Skeleton h={260} radius="md" />
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={parking.name}
        back={back}
        description={t('editor.identifier', { identifier: parking.identifier })}
      />
      <ParkingStatusCard parking={parking} />
      {parking.canManage ? <DetailsForm parking={parking} /> : <ParkingReadOnly parking={parking} />}
      <ParkingTiles parkingId={parking.id} spotCount={parking.spotCount} />
    </Stack>
  );
}

function DetailsForm({ parking }: { parking: Parking }) {
  const { t } = useTranslation('parkings');
  const options = useParkingOptions();
  const [updateParking] = useUpdateParking();
  // The account or organization may be someone else's (an organization admin edits the owner's parking):
  // it stays selectable, so saving does not silently switch it to one of mine.
  const current = parking.billingAccount;
  const billingAccounts =
    !current || options.billingAccounts.some((option) => option.value === current.id)
      ? options.billingAccounts
      : [
          { value: current.id, label: current.companyName ?? current.fullName ?? current.id },
          ...options.billingAccounts,
        ];
  const organization = parking.organization;
  const organizations =
    !organization || options.organizations.some((option) => option.value === organization.id)
      ? options.organizations
      : [{ value: organization.id, label: organization.name }, ...options.organizations];
  const onSubmit = async (input: ParkingPayload) => {
    await updateParking({ variables: { id: parking.id, input } });
    notify('success', t('form.saved'));
  };
  return (
    <Paper withBorder radius="md" p="md" bg="var(--ps-surface)" component="section" aria-labelledby="parking-details">
      <Title order={2} fz="h4" id="parking-details" mb="sm">
        {t('form.details_title')}
      </Title>
      {options.ready ? (
        <ParkingForm
          defaultValues={{
            name: parking.name,
            note: parking.note ?? '',
            accessInstructions: parking.accessInstructions ?? '',
            billingAccountId: parking.billingAccount?.id ?? '',
            organizationId: parking.organization?.id ?? '',
            hasRestrictions: parking.hasRestrictions,
            maxHeightCm: parking.maxHeightCm ?? null,
            maxLengthCm: parking.maxLengthCm ?? null,
            maxWidthCm: parking.maxWidthCm ?? null,
          }}
          billingAccounts={billingAccounts}
          organizations={organizations}
          submitLabel={t('form.save')}
          onSubmit={onSubmit}
        />
      ) : options.error ? (
        <Alert color="red" role="alert">
          {errorText(options.error)}
        </Alert>
      ) : (
        <Skeleton h={240} radius="sm" aria-busy />
      )}
    </Paper>
  );
}
