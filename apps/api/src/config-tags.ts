import { z } from 'zod';
import { httpUrl } from './config-url';

// Page analytics (Google Analytics 4) and session recording (Microsoft Clarity or Hotjar), issue 18 §2 and decision
// 094: beside config.ts, which spreads these variables into its schema and calls tagsConfig with its ConfigError. Both
// stay off until their id is set; the browser loads neither before the visitor consents (apps/web/src/lib/consent).

export type RecordingProvider = 'clarity' | 'hotjar';

/** Where a third-party tag may load from and send to: what the Content Security Policy allows for it. */
export interface TagSources {
  script: string[];
  connect: string[];
  img: string[];
  font: string[];
  style: string[];
}

export interface AnalyticsConfig {
  /** The GA4 measurement id, G-…. */
  id: string;
  /** gtag.js with `?id=` set: what the browser loads after consent. */
  scriptUrl: string;
  sources: TagSources;
}

export interface RecordingConfig {
  provider: RecordingProvider;
  /** Clarity's project id or Hotjar's site id. */
  id: string;
  /** The provider's tag for this id: what the browser loads after consent. */
  scriptUrl: string;
  sources: TagSources;
}

export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

const RECORDING_DEFAULTS: Record<RecordingProvider, { scriptUrl: string; id: RegExp; idRule: string }> = {
  clarity: {
    scriptUrl: 'https://www.clarity.ms/tag/{id}',
    id: /^[a-z0-9]{6,32}$/,
    idRule: '6 to 32 lower-case letters and digits',
  },
  hotjar: { scriptUrl: 'https://static.hotjar.com/c/hotjar-{id}.js?sv=6', id: /^\d{1,12}$/, idRule: '1 to 12 digits' },
};

// What each provider documents for its Content Security Policy, with its default script address. A script address
// of one's own (a first-party proxy, or the loopback fakes of the browser tests) carries everything instead.
const PROVIDER_SOURCES: Record<'ga4' | RecordingProvider, TagSources> = {
  ga4: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
    font: [],
    style: [],
  },
  clarity: {
    script: ['https://www.clarity.ms', 'https://scripts.clarity.ms'],
    connect: ['https://*.clarity.ms'],
    img: ['https://*.clarity.ms', 'https://c.bing.com'],
    font: [],
    style: [],
  },
  hotjar: {
    script: ['https://*.hotjar.com'],
    connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    img: ['https://*.hotjar.com'],
    font: ['https://*.hotjar.com'],
    style: ['https://*.hotjar.com'],
  },
};

const urlSetting = httpUrl();

export const tagsEnv = {
  ANALYTICS_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a Google Analytics 4 measurement id such as G-ABC123XYZ')
    .optional(),
  ANALYTICS_SCRIPT_URL: urlSetting.default(GTAG_URL),
  RECORDING_PROVIDER: z.enum(['clarity', 'hotjar'], { error: 'must be clarity or hotjar' }).default('clarity'),
  RECORDING_ID: z.string().max(32, 'must be at most 32 characters long').optional(),
  RECORDING_SCRIPT_URL: urlSetting
    .refine((value) => value.includes('{id}'), 'must contain {id}, where the recording id goes')
    .optional(),
};

type TagsEnv = z.infer<z.ZodObject<typeof tagsEnv>>;

function originOf(url: string): string {
  return new URL(url).origin;
}

/** Only what the overriding address's origin serves: a proxy or a fake in front of the provider answers it all. */
function ownSources(url: string): TagSources {
  const origin = originOf(url);
  return { script: [origin], connect: [origin], img: [origin], font: [], style: [] };
}

/** The analytics and recording tags, each null until its id is set; a malformed id stops start-up naming it. */
export function tagsConfig(
  e: TagsEnv,
  fail: (message: string) => Error,
): { analytics: AnalyticsConfig | null; recording: RecordingConfig | null } {
  let analytics: AnalyticsConfig | null = null;
  if (e.ANALYTICS_ID) {
    const scriptUrl = new URL(e.ANALYTICS_SCRIPT_URL);
    scriptUrl.searchParams.set('id', e.ANALYTICS_ID);
    const sources = e.ANALYTICS_SCRIPT_URL === GTAG_URL ? PROVIDER_SOURCES.ga4 : ownSources(e.ANALYTICS_SCRIPT_URL);
    analytics = { id: e.ANALYTICS_ID, scriptUrl: scriptUrl.href, sources };
  }
  let recording: RecordingConfig | null = null;
  if (e.RECORDING_ID) {
    const provider = e.RECORDING_PROVIDER;
    const defaults = RECORDING_DEFAULTS[provider];
    if (!defaults.id.test(e.RECORDING_ID)) {
      throw fail(
        `Invalid environment variable RECORDING_ID: must be a ${provider} id (${defaults.idRule}) (got ${JSON.stringify(e.RECORDING_ID)})`,
      );
    }
    const template = e.RECORDING_SCRIPT_URL ?? defaults.scriptUrl;
    const sources = e.RECORDING_SCRIPT_URL ? ownSources(template) : PROVIDER_SOURCES[provider];
    recording = { provider, id: e.RECORDING_ID, scriptUrl: template.replace('{id}', e.RECORDING_ID), sources };
  }
  return { analytics, recording };
}
