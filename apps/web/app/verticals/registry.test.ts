import { describe, expect, it } from 'vitest';
import { panelSegmentOf } from '../lib/listings/define-vertical.ts';
import { adsVertical } from './ads/index.ts';
import { boothVertical } from './booth/index.ts';
import { advertiseVertical } from './advertise/index.ts';
import { clinicVertical } from './clinic/index.ts';
import { priceOf, priceValue } from '../lib/amount.ts';
import { HOME_VERTICALS, verticalOfPath, WEB_VERTICALS, webVertical } from './registry.ts';
import { en, fa } from '../locales/catalogues.ts';
import { detailParts } from './detail-parts.ts';

describe('the web vertical registry', () => {
  it("loads each vertical's own detail blocks, and the doctors' and lawyers' extra block and booking action", async () => {
    for (const vertical of WEB_VERTICALS) {
      const parts = await detailParts(vertical.key);
      expect(typeof parts.DetailFacts, vertical.key).toBe('function');
    }
    for (const key of ['clinic', 'lawyer'] as const) {
      const parts = await detailParts(key);
      expect(typeof parts.DetailExtra, key).toBe('function');
      expect(typeof parts.DetailActions, key).toBe('function');
    }
    // Once loaded, React's `use` reads them at once (the server's render does not wait).
    expect(detailParts('ads')).toMatchObject({ status: 'fulfilled' });
  });

  it('finds the vertical a page serves from its address, public or in the user panel', () => {
    expect(verticalOfPath('/ads')).toBe(adsVertical);
    expect(verticalOfPath('/ads/list/ardabil')).toBe(adsVertical);
    expect(verticalOfPath('/ads/some-slug/AbCd1234')).toBe(adsVertical);
    expect(verticalOfPath('/panel/myAds/create')).toBe(adsVertical);
    expect(verticalOfPath('/panel/profile')).toBeUndefined();
    expect(verticalOfPath('/booth')).toBe(boothVertical);
    expect(verticalOfPath('/booth/list/ardabil')).toBe(boothVertical);
    expect(verticalOfPath('/panel/myBooths')).toBe(boothVertical);
    expect(verticalOfPath('/panel/myBooth/12/details')).toBe(boothVertical);
    expect(verticalOfPath('/doctor')).toBe(clinicVertical);
    expect(verticalOfPath('/doctor/list')).toBe(clinicVertical);
    expect(verticalOfPath('/doctor/AbCd1234')).toBe(clinicVertical);
    expect(verticalOfPath('/panel/myClinic/12')).toBe(clinicVertical);
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

describe('a booth', () => {
  it('has its page at its name and its owner pages where the spec puts them', () => {
    const booth = { name: 'arash-home', slug: 'x', slugId: 'abcd1234' };
    expect(boothVertical.detailPath?.(booth)).toBe('/booth/arash-home');
    expect(boothVertical.ownerPages?.mine).toBe('/panel/myBooths');
    expect(boothVertical.ownerPages?.create).toBe('/panel/myBooth/create');
    expect(boothVertical.ownerPages?.one(12)).toBe('/panel/myBooth/12/details');
  });

  it('files a new booth under the tree and packages of the type in the address', () => {
    const kind = boothVertical.kindOf?.(undefined, new URL('http://x/panel/myBooth/create?type=jewelry'));
    expect(kind).toEqual({ categoryType: 'jewelry', packageType: 1 });
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

  it('gives every vertical its nouns for the generic pages, in both languages (a booth’s pages say «غرفه»)', () => {
    for (const vertical of WEB_VERTICALS) {
      const key = vertical.key as keyof typeof fa.verticalNouns;
      expect(fa.verticalNouns[key]?.noun, vertical.key).toBeTruthy();
      expect(en.verticalNouns[key]?.Noun, vertical.key).toBeTruthy();
    }
    expect(fa.verticalNouns.booth.noun).toBe('غرفه');
    expect(fa.verticalNouns.product.noun).toBe('محصول');
    expect(fa.listings.mine.delete).toContain('{{noun}}');
  });

  it('puts the verticals that declare a home block on the home page, in the registry’s order', () => {
    expect(HOME_VERTICALS.map((vertical) => vertical.key)).toEqual(['booth', 'ads', 'advertise', 'expert', 'work']);
  });
});
