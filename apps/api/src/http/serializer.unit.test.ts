import { describe, expect, it } from 'vitest';
import { ListingSchema, listingCursorPageOf } from '@shahrbazar/domain/api/listing.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { VERTICAL_REGISTRY } from '../verticals/registry.ts';
import { compileSerializer } from './serializer.ts';

const listing = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  vertical: 'ads',
  user: {
    id: 3,
    name: 'مریم',
    avatar: '',
    verified: true,
    mobile: '09120000000',
    memberSince: '2026-01-02T03:04:05.000Z',
  },
  mobile: null,
  city: { id: 1, name: 'تهران', slug: 'tehran' },
  generalCategory: { id: 2, title: 'خودرو', slug: 'car' },
  generalSubCategory: null,
  generalSubSubCategory: { id: 9, title: 'سواری', slug: 'sedan' },
  package: null,
  subscription: null,
  bump: null,
  paymentId: null,
  title: 'پژو ۲۰۶ تمیز',
  slug: 'peugeot-206',
  slugId: 'abCD12',
  description: 'خط «ویژه» با \\ و "نقل قول"\nو سطر نو',
  specialText: '',
  isSpecial: false,
  isUrgent: false,
  isFavorite: false,
  isMine: false,
  views: 12,
  status: ListingStatus.active,
  moderationMessage: '',
  image: '/images/x.webp',
  images: [
    { id: 4, path: '/images/x.webp', data: { '300': '/images/x-300.webp' } },
    { id: 5, path: '/v.mp4', type: 'video' },
  ],
  tags: [{ id: 1, title: 'فوری' }],
  location: { latitude: 35.7, longitude: 51.4 },
  registerDate: '2026-11-25T10:00:00.000Z',
  renewalOffered: false,
  trust: { verified: true, checks: [{ kind: 'identity', done: true }], missing: [] },
  price: 350_000_000,
  // Not in the schema: never written.
  passwordHash: 'secret',
  ...overrides,
});

describe('compiled response serializer (ADR 0030)', () => {
  const ads = VERTICAL_REGISTRY.get('ads')!;
  const Item = ListingSchema.extend(ads.detail.read.shape);
  const Page = listingCursorPageOf(Item);
  const page = (items: unknown[]) => ({ items, perPage: 15, nextCursor: 5 });

  it('writes what zod writes: declared properties only, nulls and nested objects alike', () => {
    const write = compileSerializer(Page);
    for (const data of [
      page([listing(), listing({ package: { id: 1, title: 'رایگان', planType: 0, price: 0 }, mobile: '0912' })]),
      page([]),
    ]) {
      expect(JSON.parse(write(data))).toEqual(JSON.parse(JSON.stringify(Page.encode(data as never))));
    }
    expect(write(page([listing()]))).not.toContain('secret');
  });

  it('compiles for every vertical registered', () => {
    for (const vertical of VERTICAL_REGISTRY.values()) {
      expect(() =>
        compileSerializer(listingCursorPageOf(ListingSchema.extend(vertical.detail.read.shape))),
      ).not.toThrow();
    }
  });
});
