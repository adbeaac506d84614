import type { AppConfig } from '../config';

/**
 * Some optional tag (analytics, recording) is configured: only then is there anything to consent to, a banner and a
 * "Cookie settings" entry (decision 094). In the entry chunk; everything else of consent is fetched only then.
 */
export function hasOptionalTags(config: AppConfig): boolean {
  return Boolean((config.analyticsId && config.analyticsScriptUrl) || config.recording);
}
