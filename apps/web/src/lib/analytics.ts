// Analytics stays a small in-app abstraction for now: no third-party script, no network. It only starts when
// the deployment configures an id, never sends page views automatically (SPEC §9), and drops utm_ parameters.
export interface PageView {
  path: string;
  at: number;
}

let measurementId: string | null = null;
const queue: PageView[] = [];

export function initAnalytics(id: string | null | undefined): void {
  measurementId = id ? id : null;
}

export function isAnalyticsEnabled(): boolean {
  return measurementId !== null;
}

export function stripCampaignParams(url: string): string {
  const parsed = new URL(url, 'http://local');
  for (const key of [...parsed.searchParams.keys()]) {
    if (key.startsWith('utm_')) {
      parsed.searchParams.delete(key);
    }
  }
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export function trackPageView(path: string): void {
  if (measurementId) {
    queue.push({ path: stripCampaignParams(path), at: Date.now() });
  }
}

export function pendingPageViews(): readonly PageView[] {
  return queue;
}
