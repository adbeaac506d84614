import { addScript, removeCookies } from './page-tags';

// Session recording (issue 18 §2, decision 094): Microsoft Clarity or Hotjar, its tag added only once the visitor
// grants recording.

declare global {
  interface Window {
    clarity?: ((...args: unknown[]) => void) & { q?: unknown[] };
    hj?: ((...args: unknown[]) => void) & { q?: unknown[] };
    _hjSettings?: { hjid: number; hjsv: number };
  }
}

export interface RecordingTag {
  provider: 'clarity' | 'hotjar';
  id: string;
  scriptUrl: string;
}

let started: RecordingTag | null = null;
let granted = false;

const CLARITY_GRANTED = { ad_Storage: 'denied', analytics_Storage: 'granted' };
const CLARITY_DENIED = { ad_Storage: 'denied', analytics_Storage: 'denied' };

// The providers' own snippets: a function that queues its Arguments objects until the tag arrives and replays them.
function queueStub(): ((...args: unknown[]) => void) & { q?: unknown[] } {
  const stub: ((...args: unknown[]) => void) & { q?: unknown[] } = function queue() {
    // eslint-disable-next-line prefer-rest-params
    (stub.q = stub.q ?? []).push(arguments);
  };
  return stub;
}

/** Adds the provider's tag (the first time) or resumes it; Clarity is told consent through its Consent API v2. */
export function startRecording(tag: RecordingTag): void {
  if (granted) return;
  granted = true;
  if (started) {
    window.clarity?.('consentv2', CLARITY_GRANTED);
    window.clarity?.('start');
    return;
  }
  started = tag;
  if (tag.provider === 'clarity') {
    window.clarity = window.clarity ?? queueStub();
    window.clarity('consentv2', CLARITY_GRANTED);
  } else {
    window.hj = window.hj ?? queueStub();
    window._hjSettings = { hjid: Number(tag.id), hjsv: 6 };
  }
  addScript(tag.scriptUrl, 'ps-recording');
}

/**
 * Consent withdrawn: Clarity is told and stopped, its cookies removed. Hotjar has no way to stop once loaded, so
 * the page reloads without it (after its cookies are removed).
 */
export function stopRecording(): void {
  if (!started || !granted) return;
  granted = false;
  if (started.provider === 'clarity') {
    window.clarity?.('consentv2', CLARITY_DENIED);
    window.clarity?.('stop');
    removeCookies((name) => name === '_clck' || name === '_clsk');
  } else {
    removeCookies((name) => name.startsWith('_hj'));
    window.location.reload();
  }
}
