import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GetParkingByIdentifierQuery } from '../../../gql/graphql';
import { getParkingByIdentifierDocument } from '../api/get-parking-by-identifier';
import { getParkingPreviewDocument } from '../api/get-parking-preview';
import { addressLine, AddressSection } from './address-section';
import { AvailabilityBadge } from './availability-badge';
import { PhotoGallery } from './photo-gallery';
import { PreviewNotice } from './preview-notice';
import { PricesSection } from './prices-section';
import { PublicOrPreview } from './public-or-preview';
import { PublicPageBar } from './public-page-bar';
import { ReserveButton } from './reserve-button';
import { RestrictionsSection } from './restrictions-section';
import { StayPricesSection } from './stay-prices-section';
import { Section } from './section';
import { SpotFeatureList } from '../../../components/ui/spot-features';
import { SpotsGrid } from './spots-grid';
import { UnavailabilitySection } from './unavailability-section';

type ParkingData = GetParkingByIdentifierQuery['parkingByIdentifier'];

/** /{identifier}: what a driver needs before parking here, and the spots with their states right now. */
export function PublicParkingPage({ identifier, notFound }: { identifier: string; notFound: ReactNode }) {
  return (
    <PublicOrPreview
      query={{ document: getParkingByIdentifierDocument, pick: (data) => data.parkingByIdentifier }}
      preview={{ document: getParkingPreviewDocument, pick: (data) => data.parkingPreview }}
      variables={{ identifier }}
      notFound={notFound}
    >
      {(parking, preview) => <ParkingView parking={parking} preview={preview} />}
    </PublicOrPreview>
  );
}

function ParkingView({ parking, preview }: { parking: ParkingData; preview: boolean }) {
  const { t } = useTranslation('public-parking');
  const address = parking.address ? addressLine(parking.address) : null;
  const blockedBy = parking.availability.state === 'free' ? null : parking.availability.state;
  return (
    <Stack gap="md">
      <PublicPageBar />
      {preview ? <PreviewNotice /> : null}
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
      {/* Not bookable yet, and stayPrices prices active parkings only: a preview shows the price lists alone. */}
      {preview ? null : <ReserveButton parking={{ identifier: parking.identifier, address }} blockedBy={blockedBy} />}
      {preview ? null : <StayPricesSection identifier={parking.identifier} />}
      {parking.note ? (
        <Section title={t('parking.note')} id="note">
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{parking.note}</Text>
        </Section>
      ) : null}
      {parking.features.length > 0 ? (
        <Section title={t('parking.features')} id="features">
          <SpotFeatureList features={parking.features} />
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
