import { openingSearchOfApp, withoutCampaign } from './campaign';

// The opening utm_ parameters as GA4 campaign fields (campaign.ts took them out of the address bar).

/** utm_ parameter → the GA4 campaign field that carries it. */
const CAMPAIGN_FIELDS: Record<string, string> = {
  utm_source: 'campaign_source',
  utm_medium: 'campaign_medium',
  utm_campaign: 'campaign_name',
  utm_term: 'campaign_term',
  utm_content: 'campaign_content',
  utm_id: 'campaign_id',
};

export type Campaign = Record<string, string>;

const MAX_VALUE_LENGTH = 100;

/** The campaign fields in a query string: known utm_ parameters only, each trimmed and at most 100 characters. */
export function campaignOf(search: string): Campaign {
  const campaign: Campaign = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const field = CAMPAIGN_FIELDS[key.toLowerCase()];
    const trimmed = value.trim().slice(0, MAX_VALUE_LENGTH);
    if (field && trimmed && !(field in campaign)) campaign[field] = trimmed;
  }
  return campaign;
}

/** The campaign the app was opened with (empty when none). */
export function openingCampaign(): Campaign {
  return campaignOf(openingSearchOfApp());
}

/** Path, query and hash of a router location without any utm_ parameter (what analytics may see of an address). */
export function stripCampaignParams(path: string): string {
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(path);
  return `${match?.[1] ?? ''}${withoutCampaign(match?.[2] ?? '')}${match?.[3] ?? ''}`;
}
