import { stripCampaignParams, type Campaign } from './campaign-fields';
import { addScript, removeCookies } from './page-tags';
import { watchPageViews, type PageView } from './page-view';

// Google Analytics 4 through gtag.js (issue 18 §2, SPEC §1 and §9, decision 094). Nothing happens before the visitor
// grants analytics: no script, no dataLayer. Then: Consent Mode v2 with everything denied but analytics storage,
// automatic page views off (the router sends each one, without utm_ parameters), IP anonymisation on.

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export interface AnalyticsTag {
  id: string;
  scriptUrl: string;
}

let started: AnalyticsTag | null = null;
let granted = false;
let current: PageView | null = null;
let currentSent = false;

function gtag(...args: unknown[]): void {
  window.gtag?.(...args);
}

function send(view: PageView): void {
  const path = stripCampaignParams(view.path);
  gtag('event', 'page_view', {
    page_location: new URL(path, window.location.origin).href,
    page_path: path.replace(/[?#].*$/, ''),
    page_title: document.title,
    language: view.language,
  });
}

/** Loads gtag.js (the first time) and grants analytics storage; the page on screen is counted now. */
export function startAnalytics(tag: AnalyticsTag, campaign: Campaign): void {
  (window as unknown as Record<string, unknown>)[`ga-disable-${tag.id}`] = false;
  if (!started) {
    started = tag;
    current = watchPageViews(onPageView);
    window.dataLayer = window.dataLayer ?? [];
    // gtag.js reads the Arguments object itself from dataLayer, not an array: the snippet Google documents.
    window.gtag = function gtagStub() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
    gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    gtag('consent', 'update', { analytics_storage: 'granted' });
    gtag('js', new Date());
    gtag('config', tag.id, { send_page_view: false, anonymize_ip: true, ...campaign });
    addScript(tag.scriptUrl, 'ps-gtag');
  } else {
    gtag('consent', 'update', { analytics_storage: 'granted' });
  }
  granted = true;
  if (current && !currentSent) {
    send(current);
    currentSent = true;
  }
}

/** Consent withdrawn: analytics storage denied, no more hits (GA's opt-out flag), its cookies removed. */
export function stopAnalytics(): void {
  if (!started || !granted) return;
  granted = false;
  gtag('consent', 'update', { analytics_storage: 'denied' });
  (window as unknown as Record<string, unknown>)[`ga-disable-${started.id}`] = true;
  removeCookies((name) => name === '_ga' || name.startsWith('_ga_') || name === '_gid');
}

// Each navigation: sent only while analytics is granted; one seen while it is not waits for a grant on that page.
function onPageView(view: PageView): void {
  current = view;
  currentSent = granted;
  if (granted) send(view);
}
