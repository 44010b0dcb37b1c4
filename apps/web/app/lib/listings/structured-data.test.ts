import { describe, expect, it } from 'vitest';
import { jsonLdOf, schemaProblems } from '../../../../../e2e/support/schema-org.ts';
import { breadcrumbLd, postLd, websiteLd } from '../site-seo.ts';
import { WEB_VERTICALS } from '../../verticals/registry.ts';
import type { VerticalListing } from './define-vertical.ts';
import { schemaOrg, trailLd } from './structured-data.ts';

const ORIGIN = 'https://shahrbazar.ir';
const PAGE = { url: `${ORIGIN}/x/y/AbCd1234`, image: `${ORIGIN}/images/a.webp` };

/** A live listing as the API answers it, with the vertical's own fields at the top level. */
function listingOf(own: Record<string, unknown>): VerticalListing {
  return {
    id: 7,
    vertical: 'ads',
    user: { id: 3, name: 'رضا احمدی', avatar: '', verified: true, memberSince: '2025-01-01T00:00:00Z' },
    mobile: null,
    city: { id: 1, name: 'رشت', slug: 'rasht' },
    generalCategory: null,
    generalSubCategory: null,
    generalSubSubCategory: null,
    package: null,
    subscription: null,
    bump: null,
    paymentId: null,
    title: 'عنوان آزمون',
    slug: 'x',
    slugId: 'AbCd1234',
    description: 'شرح',
    specialText: '',
    isSpecial: false,
    isUrgent: false,
    isFavorite: false,
    isMine: false,
    views: 0,
    status: 1,
    moderationMessage: '',
    image: '',
    images: [],
    tags: [],
    location: { latitude: 37.28, longitude: 49.58 },
    registerDate: '2026-11-01T08:00:00Z',
    trust: { verified: true, checks: [{ kind: 'identity', done: true }], missing: [] },
    renewalOffered: false,
    ...own,
  } as VerticalListing;
}

/** The items as a crawler reads them: written into a page as React Router does, then parsed back. */
function throughPage(...items: unknown[]) {
  const html = items.map((item) => `<script type="application/ld+json">${JSON.stringify(item)}</script>`).join('');
  return jsonLdOf(`<html><head>${html}</head></html>`);
}

const typeOf = (key: string) => {
  const vertical = WEB_VERTICALS.find((item) => item.key === key);
  if (!vertical?.structuredData) throw new Error(`${key} declares no structured data`);
  return (own: Record<string, unknown>) => throughPage(vertical.structuredData!(listingOf(own), PAGE))[0]!;
};

describe('schema.org items of every vertical (one mechanism, checked with a JSON-LD reader)', () => {
  it('every vertical of the web declares its item, and each one is valid', () => {
    for (const vertical of WEB_VERTICALS) {
      expect(vertical.structuredData, vertical.key).toBeDefined();
      const [item] = throughPage(vertical.structuredData!(listingOf({}), PAGE));
      expect(schemaProblems(item!), vertical.key).toEqual([]);
    }
  });

  it('an ad is a Product with an Offer in rials; a negotiable ad offers no price', () => {
    const ad = typeOf('ads');
    expect(ad({ price: 2_500_000 })).toMatchObject({
      '@type': 'Product',
      name: 'عنوان آزمون',
      offers: { '@type': 'Offer', price: 25_000_000, priceCurrency: 'IRR' },
    });
    expect(ad({ price: 0 }).offers).not.toHaveProperty('price');
  });

  it('a booth is a LocalBusiness at its address in its city, with its telephone and place', () => {
    const booth = typeOf('booth')({ address: 'خیابان امام', phone: '01333333333', region: 'گلسار' });
    expect(booth).toMatchObject({
      '@type': 'LocalBusiness',
      telephone: '01333333333',
      address: { '@type': 'PostalAddress', streetAddress: 'خیابان امام', addressLocality: 'رشت', addressCountry: 'IR' },
      geo: { latitude: 37.28, longitude: 49.58 },
    });
  });

  it("a doctor's office is a Physician and a clinic a MedicalClinic; no chosen point means no geo", () => {
    const clinic = typeOf('clinic');
    expect(clinic({ type: 'doctor', callNumber: '۰۱۳۳۳' })).toMatchObject({ '@type': 'Physician', telephone: '۰۱۳۳۳' });
    const other = clinic({ type: 'clinic', location: { latitude: 0, longitude: 0 } });
    expect(other['@type']).toBe('MedicalClinic');
    expect(other).not.toHaveProperty('geo');
  });

  it('a job is a JobPosting with its employer, kind of work, place and monthly salary', () => {
    const job = typeOf('work')({ businessName: 'نانوایی البرز', cooperationType: 'partTime', salary: 8_000_000 });
    expect(job).toMatchObject({
      '@type': 'JobPosting',
      title: 'عنوان آزمون',
      datePosted: '2026-11-01T08:00:00Z',
      hiringOrganization: { '@type': 'Organization', name: 'نانوایی البرز' },
      employmentType: 'PART_TIME',
      jobLocation: { '@type': 'Place', address: { addressLocality: 'رشت' } },
      baseSalary: { currency: 'IRR', value: { value: 80_000_000, unitText: 'MONTH' } },
    });
    // An empty description is still a valid posting: the title stands in.
    expect(schemaProblems(typeOf('work')({ description: '' }))).toEqual([]);
  });

  it('a vertical still to come declares its item in one line (a lawyer: Attorney)', () => {
    const [lawyer] = throughPage(schemaOrg('Attorney')(listingOf({ address: 'میدان شهرداری' }), PAGE));
    expect(lawyer).toMatchObject({ '@type': 'Attorney', address: { streetAddress: 'میدان شهرداری' } });
    expect(schemaProblems(lawyer!)).toEqual([]);
  });

  it('the site-wide items and the trail are valid too, and the reader finds what is wrong', () => {
    const items = throughPage(
      websiteLd(ORIGIN, 'شهربازار'),
      breadcrumbLd(ORIGIN, [{ name: 'خانه', path: '/' }]),
      trailLd(ORIGIN, [{ label: 'خانه', href: '/' }, { label: 'آگهی‌ها' }], '/ads/list'),
      postLd(ORIGIN, {
        title: 'بوف کور',
        excerpt: '',
        path: '/blog/x',
        image: '',
        registerDate: '2026-01-01T00:00:00Z',
        author: 'مدیر',
        book: { author: 'صادق هدایت', isbn: '978' },
      }),
    );
    for (const item of items) expect(schemaProblems(item)).toEqual([]);
    expect(items[2]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'خانه', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'آگهی‌ها', item: `${ORIGIN}/ads/list` },
    ]);
    expect(schemaProblems({ '@context': 'https://schema.org', '@type': 'Product', name: 'x', url: '/x' })).toEqual([
      '$: Product lacks offers',
      '$: Product lacks image',
      '$.url: not an absolute address (/x)',
    ]);
    expect(schemaProblems({ '@context': 'https://schema.org', '@type': 'Lawyerish' })).toEqual([
      '$: unknown @type Lawyerish',
    ]);
  });
});
