import { DEFAULT_TIMEZONE } from '@parkshare/shared/locales';

/** Every IANA zone the browser knows (UTC included), for the searchable select. */
export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIMEZONE];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}
