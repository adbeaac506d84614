import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { SPOT_PLACEHOLDER, WithSpotNumber } from '../../../components/ui/spot-number';
import { corePaths as paths } from '../../../config/core-paths';
import type { PublicSpotFieldsFragment } from '../../../gql/graphql';
import { getSpotByParkingIdentifierDocument } from '../api/get-spot-by-parking-identifier';
import { getSpotPreviewDocument } from '../api/get-spot-preview';
import { addressLine, AddressSection } from './address-section';
import { AvailabilityBadge, SpotStateBadge } from './availability-badge';
import { PhotoGallery } from './photo-gallery';
import { PreviewNotice } from './preview-notice';
import { PricesSection } from './prices-section';
import { PublicOrPreview } from './public-or-preview';
import { PublicPageBar } from './public-page-bar';
import { type ReserveBlock, ReserveButton } from './reserve-button';
import { RestrictionsSection } from './restrictions-section';
import { StayPricesSection } from './stay-prices-section';
import { Section } from './section';
import { SpotFeatureList } from '../../../components/ui/spot-features';
import { UnavailabilitySection } from './unavailability-section';

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
  return (
    <PublicOrPreview
      query={{ document: getSpotByParkingIdentifierDocument, pick: (data) => data.spotByParkingIdentifier }}
      preview={{ document: getSpotPreviewDocument, pick: (data) => data.spotPreview }}
      variables={{ identifier, spotNumber }}
      notFound={notFound}
    >
      {(spot, preview) => <SpotView spot={spot} preview={preview} />}
    </PublicOrPreview>
  );
}

function SpotView({ spot, preview }: { spot: PublicSpotFieldsFragment; preview: boolean }) {
  const { t } = useTranslation('public-parking');
  const parking = spot.parking;
  const address = parking.address ? addressLine(parking.address) : null;
  const blockedBy: ReserveBlock =
    spot.state !== 'available' ? spot.state : parking.availability.state === 'closed' ? 'closed' : null;
  // The spot's own photos first; without any, the parking's show where it is.
  const photos = spot.images.length > 0 ? spot.images : parking.images;
  return (
    <Stack gap="md">
      <PublicPageBar />
      {preview ? <PreviewNotice /> : null}
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
      {/* Not bookable yet, and stayPrices prices active parkings only: a preview shows the price lists alone. */}
      {preview ? null : (
        <ReserveButton
          parking={{ identifier: parking.identifier, address }}
          spotNumber={spot.number}
          blockedBy={blockedBy}
        />
      )}
      {preview ? null : <StayPricesSection identifier={parking.identifier} />}
      {spot.features.length > 0 ? (
        <Section title={t('spot.features')} id="features">
          <SpotFeatureList features={spot.features} />
        </Section>
      ) : null}
      <AddressSection address={parking.address} entryAddress={parking.entryAddress} exitAddress={parking.exitAddress} />
      <PricesSection priceLists={parking.priceLists} />
      <RestrictionsSection restrictions={parking.restrictions} spotRestricted={spot.hasRestrictions} />
      <UnavailabilitySection unavailabilities={parking.unavailabilities} />
    </Stack>
  );
}
