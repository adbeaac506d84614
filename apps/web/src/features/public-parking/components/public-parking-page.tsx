import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors/error-message';
import { getParkingByIdentifierDocument } from '../api/get-parking-by-identifier';
import { usePublicQuery } from '../hooks/use-public-query';
import { addressLine, AddressSection } from './address-section';
import { AvailabilityBadge } from './availability-badge';
import { PhotoGallery } from './photo-gallery';
import { PricesSection } from './prices-section';
import { PublicPageBar } from './public-page-bar';
import { PublicSkeleton } from './public-skeleton';
import { ReserveButton } from './reserve-button';
import { RestrictionsSection } from './restrictions-section';
import { StayPricesSection } from './stay-prices-section';
import { Section } from './section';
import { SpotsGrid } from './spots-grid';
import { UnavailabilitySection } from './unavailability-section';

/** /{identifier}: what a driver needs before parking here, and the spots with their states right now. */
export function PublicParkingPage({ identifier, notFound }: { identifier: string; notFound: ReactNode }) {
  const { t } = useTranslation('public-parking');
  const { data, error, loading } = usePublicQuery(getParkingByIdentifierDocument, { identifier });
  if (loading) return <PublicSkeleton />;
  if (error?.kind === 'not-found') return notFound;
  if (error || !data) {
    return (
      <Text role="alert" c="red">
        {error ? errorMessage(error, t) : t('load_failed')}
      </Text>
    );
  }
  const parking = data.parkingByIdentifier;
  const address = parking.address ? addressLine(parking.address) : null;
  const blockedBy = parking.availability.state === 'free' ? null : parking.availability.state;
  return (
    <Stack gap="md">
      <PublicPageBar />
      <Stack gap={6}>
        <Title order={1} fz="h2">
          {t('parking.title', { identifier: parking.identifier })}
        </Title>
        {address ? <Text size="lg">{address}</Text> : null}
        <Group>
          <AvailabilityBadge availability={parking.availability} />
        </Group>
      </Stack>
      <PhotoGallery photos={parking.images} label={t('gallery.parking_label')} />
      <ReserveButton parking={{ identifier: parking.identifier, address }} blockedBy={blockedBy} />
      <StayPricesSection identifier={parking.identifier} />
      {parking.note ? (
        <Section title={t('parking.note')} id="note">
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{parking.note}</Text>
        </Section>
      ) : null}
      <SpotsGrid identifier={parking.identifier} spots={parking.spots} />
      <AddressSection address={parking.address} entryAddress={parking.entryAddress} exitAddress={parking.exitAddress} />
      <PricesSection priceLists={parking.priceLists} />
      <RestrictionsSection restrictions={parking.restrictions} />
      <UnavailabilitySection unavailabilities={parking.unavailabilities} />
    </Stack>
  );
}
