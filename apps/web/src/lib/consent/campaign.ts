// utm_ campaign parameters (SPEC §1): taken out of the address bar when the app opens, whatever the visitor's
// consent, so that they are not bookmarked, shared or sent on. The opening query stays in memory for analytics,
// which reads the campaign from it only once the visitor consents (campaign-fields.ts). In the entry chunk: tiny.

/** A query string without its utm_ parameters; the others kept as they were written, in their order. */
export function withoutCampaign(search: string): string {
  const kept = search
    .slice(1)
    .split('&')
    .filter((part) => part && !/^utm_/i.test(part));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

let openingSearch = '';

/**
 * Keeps the query the app was opened with and replaces the address without its utm_ parameters
 * (history.replaceState: no reload, no new history entry, the hash kept). Runs once, before the router reads it.
 */
export function takeCampaignFromAddressBar(): void {
  const { pathname, search, hash } = window.location;
  openingSearch = search;
  const stripped = withoutCampaign(search);
  if (stripped !== search) window.history.replaceState(window.history.state, '', `${pathname}${stripped}${hash}`);
}

/** The query string the app was opened with, utm_ parameters included. */
export function openingSearchOfApp(): string {
  return openingSearch;
}
