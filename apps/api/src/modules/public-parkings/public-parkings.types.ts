import type { SpotFeature } from '@parkshare/shared/spots/features';
import type { AddressType, SpotState } from '@parkshare/shared/parkings/status';

// What anyone may see of an active parking (public-parkings.service.ts): public columns only, never the owner-only
// name, billing account, organization or owner.

export type AvailabilityState = 'free' | 'full' | 'closed';

export interface PublicImage {
  url: string;
  thumbnailUrl: string;
  isPrimary: boolean;
}

export interface PublicAddress {
  type: AddressType;
  country: string;
  region: string | null;
  city: string;
  street: string | null;
  number: string | null;
  postcode: string | null;
  latitude: number;
  longitude: number;
  images: PublicImage[];
}

export interface PublicSpot {
  number: string;
  hasRestrictions: boolean;
  features: readonly SpotFeature[];
  state: SpotState;
  images: PublicImage[];
}

export interface PublicPriceList {
  name: string;
  days: string[];
  startHour: string;
  endHour: string;
  settlementPeriod: string;
  firstPeriodPrice: number;
  nextPeriodPrice: number;
  currency: 'PLN';
  isBasic: boolean;
}

export interface PublicUnavailability {
  name: string;
  days: string[];
  startTime: string;
  endTime: string;
}

export interface PublicParking {
  identifier: string;
  note: string | null;
  /** Every feature some spot of the parking has, in canonical order. */
  features: readonly SpotFeature[];
  restrictions: {
    hasRestrictions: boolean;
    maxHeightCm: number | null;
    maxLengthCm: number | null;
    maxWidthCm: number | null;
  };
  address: PublicAddress | null;
  entryAddress: PublicAddress | null;
  exitAddress: PublicAddress | null;
  images: PublicImage[];
  priceLists: PublicPriceList[];
  unavailabilities: PublicUnavailability[];
  availability: { state: AvailabilityState; availableSpots: number; totalSpots: number };
  spots: PublicSpot[];
}

export interface PublicSpotView extends PublicSpot {
  parking: PublicParking;
}
