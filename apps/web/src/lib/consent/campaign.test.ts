import { afterEach, describe, expect, it } from 'vitest';
import { takeCampaignFromAddressBar, withoutCampaign } from './campaign';
import { campaignOf, openingCampaign, stripCampaignParams } from './campaign-fields';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('utm_ campaign parameters', () => {
  it('maps the known utm_ parameters to GA4 campaign fields, trimmed, first value wins', () => {
    expect(
      campaignOf(
        '?utm_source=newsletter&utm_medium=email&utm_campaign=spring+sale&utm_term=parking&utm_content=%20top%20&utm_id=42&utm_source=other',
      ),
    ).toEqual({
      campaign_source: 'newsletter',
      campaign_medium: 'email',
      campaign_name: 'spring sale',
      campaign_term: 'parking',
      campaign_content: 'top',
      campaign_id: '42',
    });
  });

  it('ignores unknown and empty parameters and cuts hostile lengths', () => {
    expect(campaignOf('?utm_source=&utm_evil=1&q=2')).toEqual({});
    expect(campaignOf(`?UTM_SOURCE=${'x'.repeat(5000)}`).campaign_source).toHaveLength(100);
    expect(campaignOf('?utm_source=%3Cscript%3E')).toEqual({ campaign_source: '<script>' });
  });

  it('strips every utm_ parameter and keeps the others, their order and the hash', () => {
    expect(stripCampaignParams('/map?a=1&utm_source=x&b=2&utm_medium=y#spot')).toBe('/map?a=1&b=2#spot');
    expect(stripCampaignParams('/?utm_source=x')).toBe('/');
    expect(stripCampaignParams('/reservations?page=2')).toBe('/reservations?page=2');
    expect(stripCampaignParams('/a#x?utm_source=y')).toBe('/a#x?utm_source=y');
    expect(withoutCampaign('?returnTo=%2Fmap&UTM_Source=x&q=a+b')).toBe('?returnTo=%2Fmap&q=a+b');
    expect(withoutCampaign('?utm_source=x&&')).toBe('');
    expect(withoutCampaign('')).toBe('');
  });

  it('reads the opening address and replaces it without utm_ parameters, no new history entry', () => {
    window.history.replaceState({ keep: true }, '', '/WAR-CEN24?utm_source=qr&utm_campaign=sign&spot=A-1#top');
    const length = window.history.length;
    takeCampaignFromAddressBar();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/WAR-CEN24?spot=A-1#top',
    );
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual({ keep: true });
    expect(openingCampaign()).toEqual({ campaign_source: 'qr', campaign_name: 'sign' });
  });

  it('leaves an address without campaign alone', () => {
    window.history.replaceState(null, '', '/sign-in?returnTo=%2Fmap');
    takeCampaignFromAddressBar();
    expect(openingCampaign()).toEqual({});
    expect(`${window.location.pathname}${window.location.search}`).toBe('/sign-in?returnTo=%2Fmap');
  });
});
