import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openStreetMapUrl } from '../utils/format';
import { Section } from './section';

interface Address {
  street?: string | null;
  number?: string | null;
  postcode?: string | null;
  city: string;
  latitude: number;
  longitude: number;
}

/** "Marszałkowska 10, 00-950 Warszawa" from whatever parts the owner filled in. */
export function addressLine(address: Address): string {
  const street = [address.street, address.number].filter(Boolean).join(' ');
  const city = [address.postcode, address.city].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ');
}

function AddressLines({ label, address }: { label: string; address: Address }) {
  const { t } = useTranslation('public-parking');
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{addressLine(address)}</Text>
      <Anchor
        href={openStreetMapUrl(address.latitude, address.longitude)}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
      >
        {t('address.open_map')}
      </Anchor>
    </Stack>
  );
}

export function AddressSection({
  address,
  entryAddress,
  exitAddress,
}: {
  address: Address | null | undefined;
  entryAddress: Address | null | undefined;
  exitAddress: Address | null | undefined;
}) {
  const { t } = useTranslation('public-parking');
  if (!address && !entryAddress && !exitAddress) return null;
  return (
    <Section title={t('address.title')} id="address">
      {address ? <AddressLines label={t('address.basic')} address={address} /> : null}
      {entryAddress ? <AddressLines label={t('address.entry')} address={entryAddress} /> : null}
      {exitAddress ? <AddressLines label={t('address.exit')} address={exitAddress} /> : null}
    </Section>
  );
}
