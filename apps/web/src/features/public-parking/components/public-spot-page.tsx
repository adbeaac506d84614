import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { corePaths as paths } from '../../../config/core-paths';
import { errorMessage } from '../../../lib/errors/error-message';
import { getSpotByParkingIdentifierDocument } from '../api/get-spot-by-parking-identifier';
import { usePublicQuery } from '../hooks/use-public-query';
import { addressLine, AddressSection } from './address-section';
import { AvailabilityBadge, SpotStateBadge } from './availability-badge';
import { PhotoGallery } from './photo-gallery';
import { PricesSection } from './prices-section';
import { PublicPageBar } from './public-page-bar';
import { PublicSkeleton } from './public-skeleton';
import { type ReserveBlock, ReserveButton } from './reserve-button';
import { RestrictionsSection } from './restrictions-section';
import { StayPricesSection } from './stay-prices-section';
import { UnavailabilitySection } from './unavailability-section';
import { SPOT_PLACEHOLDER, WithSpotNumber } from '../../../components/ui/spot-number';

/** /{identifier}/{spotNumber}: the page a spot's QR code opens — its state now, photos, where, what it costs. */
export function PublicSpotPage({
  identifier,
  spotNumber,
  notFound,
}: {
  identifier: string;
  spotNumber: string;
  notFound: ReactNode;
}) {
  const { t } = useTranslation('public-parking');
  const { data, error, loading } = usePublicQuery(getSpotByParkingIdentifierDocument, { identifier, spotNumber });
  if (loading) return <PublicSkeleton />;
  if (error?.kind === 'not-found') return notFound;
  if (error || !data) {
    return (
      <Text role="alert" c="red">
        {error ? errorMessage(error, t) : t('load_failed')}
      </Text>
    );
  }
  const spot = data.spotByParkingIdentifier;
  const parking = spot.parking;
  const address = parking.address ? addressLine(parking.address) : null;
  const blockedBy: ReserveBlock =
    spot.state !== 'available' ? spot.state : parking.availability.state === 'closed' ? 'closed' : null;
  // The spot's own photos first; without any, the parking's show where it is.
  const photos = spot.images.length > 0 ? spot.images : parking.images;
  return (
    <Stack gap="md">
      <PublicPageBar />
      <div>
        <PageHeader
          title={<WithSpotNumber text={t('spot.title', { number: SPOT_PLACEHOLDER })} number={spot.number} />}
          back={{
            to: paths.publicParking.href(parking.identifier),
            label: t('parking.title', { identifier: parking.identifier }),
          }}
          description={address}
        />
        <Group gap="xs">
          <SpotStateBadge state={spot.state} />
          {parking.availability.state === 'closed' ? <AvailabilityBadge availability={parking.availability} /> : null}
        </Group>
      </div>
      <PhotoGallery photos={photos} label={t('gallery.spot_label', { number: spot.number })} />
      <ReserveButton
        parking={{ identifier: parking.identifier, address }}
        spotNumber={spot.number}
        blockedBy={blockedBy}
      />
      <StayPricesSection identifier={parking.identifier} />
      <AddressSection address={parking.address} entryAddress={parking.entryAddress} exitAddress={parking.exitAddress} />
      <PricesSection priceLists={parking.priceLists} />
      <RestrictionsSection restrictions={parking.restrictions} spotRestricted={spot.hasRestrictions} />
      <UnavailabilitySection unavailabilities={parking.unavailabilities} />
    </Stack>
  );
}
