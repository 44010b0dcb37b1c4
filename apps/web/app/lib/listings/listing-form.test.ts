import { describe, expect, it } from 'vitest';
import { adsVertical } from '../../verticals/ads/index.ts';
import { checkListingForm, listingBody, tagsOf } from './listing-form.ts';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe('the owner’s listing form', () => {
  it('asks for the category, a title, the city and a package before sending', () => {
    expect(checkListingForm(form({ title: 'ab' }), adsVertical)).toEqual({
      general_sub_sub_category_id: 'categoryRequired',
      title: 'titleShort',
      city_id: 'cityRequired',
      package_id: 'packageRequired',
    });
    const complete = form({ general_sub_sub_category_id: '7', title: 'کتاب', city_id: '1', package_id: '2' });
    expect(checkListingForm(complete, adsVertical)).toEqual({});
  });

  it('writes the API body as the spec spells it: Persian digits as ASCII, tags and images as JSON text', () => {
    const body = listingBody(
      form({
        city_id: '1',
        package_id: '2',
        general_sub_sub_category_id: '7',
        title: ' کتاب درسی ',
        description: 'چاپ جدید',
        latitude: '۳۸٫۲۵',
        longitude: '',
        tags: JSON.stringify(['کنکور']),
        tagText: 'ریاضی، فیزیک',
        images: JSON.stringify([{ id: 5 }, { id: 3 }]),
        price: '۱۲٬۵۰۰٬۰۰۰',
        is_urgent: 'on',
      }),
      adsVertical,
    );
    expect(body).toEqual({
      city_id: '1',
      package_id: '2',
      general_sub_sub_category_id: '7',
      title: 'کتاب درسی',
      description: 'چاپ جدید',
      latitude: '38.25',
      longitude: '0',
      tags: JSON.stringify(['کنکور', 'ریاضی', 'فیزیک']),
      images: JSON.stringify([{ id: 5 }, { id: 3 }]),
      price: '12500000',
      is_urgent: true,
    });
    // An unticked checkbox sends nothing: not urgent.
    expect(listingBody(form({ title: 'کتاب' }), adsVertical).is_urgent).toBe(false);
  });

  it('reads tags from the chips and the line still typed, once each; broken JSON is no tags', () => {
    expect(tagsOf(form({ tags: '["الف","ب"]', tagText: 'ب, ج' }))).toEqual(['الف', 'ب', 'ج']);
    expect(tagsOf(form({ tags: '[not json' }))).toEqual([]);
  });
});
