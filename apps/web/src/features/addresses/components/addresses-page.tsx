import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPlus, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { confirm } from '../../../lib/confirm';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { localizeMessage } from '../../../lib/i18n/localize-message';
import { notify } from '../../../lib/notify';
import { expireSession } from '../../../lib/session/session-store';
import { useDeleteParkingAddress } from '../api/delete-parking-address';
import { useParkingAddresses } from '../api/parking-addresses';
import { formatAddress } from '../utils/format-address';
import { AddressCard, type AddressItem } from './address-card';
import { AddressesSkeleton, LoadError } from './query-states';

/** /parking/{parkingId}/addresses: the basic address (the parking on the map), then entries and exits. */
export function AddressesPage() {
  const { parkingId = '' } = useParams();
  const { t } = useTranslation('addresses');
  const { data, loading, error, refetch } = useParkingAddresses(parkingId);
  const [remove] = useDeleteParkingAddress();
  const [busy, setBusy] = useState(false);
  const parking = data?.parking;
  const addresses = parking?.addresses ?? [];
  const canManage = parking?.canManage ?? false;
  const hasBasic = addresses.some((address) => address.type === 'basic');

  const askDelete = async (address: AddressItem) => {
    const type = t(`types.${address.type}`);
    const ok = await confirm({
      title: t('list.delete_title', { type }),
      message: t('list.delete_message', { address: formatAddress(address) }),
      confirmLabel: t('list.delete'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await remove({ variables: { id: address.id } });
      notify('success', t('list.deleted', { type }));
    } catch (failure) {
      const normalized = normalizeError(failure);
      if (normalized.kind === 'unauthenticated') {
        expireSession();
      } else {
        // A refused delete says why (e.g. an active parking keeps its basic address), not just "invalid data".
        const [reason] = Object.values(normalized.fieldErrors).flat();
        notify('error', reason ? localizeMessage(reason) : errorMessage(normalized));
      }
    } finally {
      setBusy(false);
    }
  };

  const addLabel = hasBasic || addresses.length > 0 ? t('list.add') : t('list.add_basic');
  return (
    <Stack gap={0} maw={960}>
      <PageHeader
        title={t('list.title')}
        back={{ to: paths.parkings.href(), label: t('back.parkings') }}
        description={parking ? `${parking.name} · ${parking.identifier}` : undefined}
        actions={
          canManage ? (
            <Button
              component={Link}
              to={paths.addressCreator.href(parkingId)}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {addLabel}
            </Button>
          ) : null
        }
      />
      {parking ? (
        <Anchor
          component={Link}
          to={paths.parkingEditor.href(parkingId)}
          size="sm"
          mb="md"
          style={{ alignSelf: 'flex-start' }}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <IconSettings size={16} aria-hidden />
            {t('back.parking')}
          </Group>
        </Anchor>
      ) : null}
      {loading && !data ? <AddressesSkeleton label={t('list.loading')} /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {parking && addresses.length === 0 ? (
        <EmptyState
          icon={<IconMapPin size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
          title={t('list.empty_title')}
          text={t('list.empty_text')}
          {...(canManage ? { action: { to: paths.addressCreator.href(parkingId), label: t('list.add_basic') } } : {})}
        />
      ) : null}
      {parking && addresses.length > 0 && !hasBasic ? (
        <Text size="sm" c="orange.8" mb="sm" role="note">
          {t('list.no_basic')}
        </Text>
      ) : null}
      {addresses.length > 0 ? (
        <div
          style={{
            display: 'grid',
            gap: 'var(--mantine-spacing-sm)',
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
          }}
        >
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              parkingId={parkingId}
              address={address}
              canManage={canManage}
              busy={busy}
              onDelete={(item) => void askDelete(item)}
            />
          ))}
        </div>
      ) : null}
    </Stack>
  );
}
