import { describe, expect, it } from 'vitest';
import { panelSegmentOf } from '../lib/listings/define-vertical.ts';
import { adsVertical } from './ads/index.ts';
import { advertiseVertical } from './advertise/index.ts';
import { priceOf, priceValue } from '../lib/amount.ts';
import { verticalOfPath, webVertical } from './registry.ts';

describe('the web vertical registry', () => {
  it('finds the vertical a page serves from its address, public or in the user panel', () => {
    expect(verticalOfPath('/ads')).toBe(adsVertical);
    expect(verticalOfPath('/ads/list/ardabil')).toBe(adsVertical);
    expect(verticalOfPath('/ads/some-slug/AbCd1234')).toBe(adsVertical);
    expect(verticalOfPath('/panel/myAds/create')).toBe(adsVertical);
    expect(verticalOfPath('/panel/profile')).toBeUndefined();
    expect(verticalOfPath('/booth')).toBeUndefined();
    expect(webVertical('ads')).toBe(adsVertical);
    expect(verticalOfPath('/advertise/list/ardabil')).toBe(advertiseVertical);
    expect(verticalOfPath('/panel/myAdvertise/12')).toBe(advertiseVertical);
  });

  it('names the owner pages as the spec does (myAds, myExpert, myWork, myAdvertise)', () => {
    expect(adsVertical.panel).toBe('myAds');
    expect(panelSegmentOf('expert')).toBe('myExpert');
    expect(panelSegmentOf('advertise')).toBe('myAdvertise');
  });
});

describe('an ad', () => {
  it('shows its price in toman, and 0 as «توافقی»', () => {
    const ad = { price: 2_500_000 } as unknown as Parameters<typeof adsVertical.highlight>[0];
    expect(adsVertical.highlight(ad, 'fa')).toBe('۲٬۵۰۰٬۰۰۰ تومان');
    expect(adsVertical.highlight({ ...ad, price: 0 }, 'fa')).toBe('توافقی');
    expect(adsVertical.highlight({ ...ad, price: 0 }, 'en')).toBe('By agreement');
  });

  it('reads a typed price with Persian digits and separators; empty is 0', () => {
    expect(priceOf('۲۵٬۰۰۰٬۰۰۰')).toBe('25000000');
    expect(priceOf(' ')).toBe('0');
    expect(priceValue('12,500')).toBe(12_500);
    expect(priceValue('دوازده')).toBeUndefined();
  });
});
