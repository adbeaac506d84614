import type { AppConfig } from '../config';
import { startAnalytics, stopAnalytics } from './analytics';
import { openingCampaign } from './campaign-fields';
import { consentStore, type ConsentChoice } from './consent-store';
import { startRecording, stopRecording } from './recording';

// Which tags run follows the visitor's choice, now and whenever it changes (banner, settings). Started by the
// consent host (app/shell/consent-banner.tsx), a chunk fetched only where a tag is configured.

let started = false;

function apply(config: AppConfig, choice: ConsentChoice | null): void {
  const { analyticsId, analyticsScriptUrl, recording } = config;
  if (analyticsId && analyticsScriptUrl && choice?.analytics) {
    startAnalytics({ id: analyticsId, scriptUrl: analyticsScriptUrl }, openingCampaign());
  } else {
    stopAnalytics();
  }
  if (recording && choice?.recording) {
    startRecording(recording);
  } else {
    stopRecording();
  }
}

/** Starts the tags the stored choice allows and follows every later change of it; once per page load. */
export function startTags(config: AppConfig): void {
  if (started) return;
  started = true;
  apply(config, consentStore.get().choice);
  let last = consentStore.get().choice;
  consentStore.subscribe(() => {
    const { choice } = consentStore.get();
    if (choice === last) return;
    last = choice;
    apply(config, choice);
  });
}
