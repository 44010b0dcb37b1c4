import { describe, expect, it } from 'vitest';
import { campaignParams, withCampaign } from './campaign.ts';

describe('a campaign’s marks carried to a tidier address', () => {
  it('keeps the utm_ parameters in their order and nothing else', () => {
    const marks = campaignParams(
      new URLSearchParams('city=&utm_source=sms&activeChat=&utm_campaign=%D9%86%D9%88%D8%B1%D9%88%D8%B2&q=x'),
    );
    expect(marks.toString()).toBe('utm_source=sms&utm_campaign=%D9%86%D9%88%D8%B1%D9%88%D8%B2');
    expect(marks.get('utm_campaign')).toBe('نوروز');
  });

  it('adds them after the address’s own query, before a fragment, and leaves an address without any as it is', () => {
    const marks = new URLSearchParams('utm_source=sms');
    expect(withCampaign('/doctor/list?city=tehran', marks)).toBe('/doctor/list?city=tehran&utm_source=sms');
    expect(withCampaign('/ads/list/tehran', marks)).toBe('/ads/list/tehran?utm_source=sms');
    expect(withCampaign('/ads/list/tehran#top', marks)).toBe('/ads/list/tehran?utm_source=sms#top');
    expect(withCampaign('/ads/list/tehran', new URLSearchParams())).toBe('/ads/list/tehran');
  });

  it('carries a mark once, at most eight, and not a made-up parameter that only starts alike', () => {
    const many = Array.from({ length: 20 }, (_, index) => `utm_x${index}=${index}`).join('&');
    expect(campaignParams(new URLSearchParams(`utm_source=a&utm_source=b&${many}`)).toString()).toBe(
      'utm_source=a&utm_x0=0&utm_x1=1&utm_x2=2&utm_x3=3&utm_x4=4&utm_x5=5&utm_x6=6',
    );
    expect(campaignParams(new URLSearchParams('utm_=1&utmsource=2&utm_a%3Cb=3')).toString()).toBe('');
  });
});
