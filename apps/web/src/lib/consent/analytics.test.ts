import { afterEach, describe, expect, it } from 'vitest';
import { startAnalytics, stopAnalytics } from './analytics';
import { trackPageView } from './page-view';

// One module state per file: the steps run in order, as one visit would.
const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const scripts = () => [...document.querySelectorAll('script')].map((script) => script.src);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('Google Analytics 4 after consent', () => {
  it('does nothing before consent: no script, no dataLayer', () => {
    trackPageView({ path: '/map?utm_source=x', language: 'en' });
    expect(window.dataLayer).toBeUndefined();
    expect(scripts()).toEqual([]);
  });

  it('on consent: Consent Mode defaults, analytics storage granted only, config without automatic page views, then the page on screen', () => {
    document.title = 'Parkshare';
    startAnalytics(
      { id: 'G-TEST1234', scriptUrl: 'http://127.0.0.1:9/gtag/js?id=G-TEST1234' },
      { campaign_source: 'newsletter' },
    );
    expect(scripts()).toEqual(['http://127.0.0.1:9/gtag/js?id=G-TEST1234']);
    const [consentDefault, consentUpdate, js, config, pageView, ...rest] = calls();
    expect(consentDefault).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ]);
    expect(consentUpdate).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(js?.[0]).toBe('js');
    expect(js?.[1]).toBeInstanceOf(Date);
    expect(config).toEqual([
      'config',
      'G-TEST1234',
      { send_page_view: false, anonymize_ip: true, campaign_source: 'newsletter' },
    ]);
    expect(pageView).toEqual([
      'event',
      'page_view',
      { page_location: 'http://localhost:3000/map', page_path: '/map', page_title: 'Parkshare', language: 'en' },
    ]);
    expect(rest).toEqual([]);
  });

  it('sends one page view per navigation, without utm_ parameters', () => {
    const before = calls().length;
    trackPageView({ path: '/reservations?page=2&utm_medium=email#list', language: 'pl' });
    expect(calls().slice(before)).toEqual([
      [
        'event',
        'page_view',
        {
          page_location: 'http://localhost:3000/reservations?page=2#list',
          page_path: '/reservations',
          page_title: 'Parkshare',
          language: 'pl',
        },
      ],
    ]);
  });

  it('on withdrawal: analytics storage denied, GA switched off, its cookies removed, nothing more sent', () => {
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_ga_TEST1234=GS1.1; path=/';
    document.cookie = 'locale=pl; path=/';
    const before = calls().length;
    stopAnalytics();
    expect(calls().slice(before)).toEqual([['consent', 'update', { analytics_storage: 'denied' }]]);
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST1234']).toBe(true);
    expect(document.cookie).toBe('locale=pl');
    trackPageView({ path: '/balance', language: 'en' });
    expect(calls()).toHaveLength(before + 1);
  });

  it('on consent again: granted again, no second script, the page on screen counted', () => {
    const before = calls().length;
    startAnalytics({ id: 'G-TEST1234', scriptUrl: 'http://127.0.0.1:9/gtag/js?id=G-TEST1234' }, {});
    expect(scripts()).toHaveLength(1);
    expect(calls().slice(before)).toEqual([
      ['consent', 'update', { analytics_storage: 'granted' }],
      [
        'event',
        'page_view',
        {
          page_location: 'http://localhost:3000/balance',
          page_path: '/balance',
          page_title: 'Parkshare',
          language: 'en',
        },
      ],
    ]);
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST1234']).toBe(false);
  });
});
