import { describe, expect, it } from 'vitest';
import { ALL_CITIES, cityChoiceOf, filterChoices, type ChoiceState } from './city-choices.ts';

const states: ChoiceState[] = [
  {
    id: 1,
    name: 'اردبیل',
    cities: [
      { id: 10, name: 'اردبیل', slug: 'ardabil' },
      { id: 11, name: 'پارس‌آباد', slug: 'parsabad' },
      { id: 12, name: 'مشگین‌شهر', slug: 'meshginshahr' },
    ],
  },
  {
    id: 2,
    name: 'آذربایجان شرقی',
    cities: [
      { id: 20, name: 'تبریز', slug: 'tabriz' },
      { id: 21, name: 'مراغه', slug: 'maragheh' },
    ],
  },
  { id: 3, name: 'کرمان', cities: [{ id: 30, name: 'کرمان', slug: 'kerman' }] },
];

describe('filterChoices', () => {
  it('leaves everything for an empty search', () => {
    expect(filterChoices(states, '  ')).toEqual(states);
  });

  it('keeps every city of a state whose name matches', () => {
    expect(filterChoices(states, 'آذربايجان')).toEqual([states[1]]);
  });

  it('finds cities with Arabic letters and a space for the zero-width non-joiner', () => {
    expect(filterChoices(states, 'مشگين شهر')).toEqual([{ ...states[0], cities: [states[0]!.cities[2]] }]);
    expect(filterChoices(states, 'پارس آباد').flatMap((s) => s.cities.map((c) => c.id))).toEqual([11]);
    // «كرمان» with an Arabic kaf is the state (and so its city).
    expect(filterChoices(states, 'كرمان')).toEqual([states[2]]);
  });

  it('finds a city by its Latin slug, in any case', () => {
    expect(filterChoices(states, 'TABR').flatMap((s) => s.cities.map((c) => c.slug))).toEqual(['tabriz']);
  });

  it('leaves nothing when nothing matches', () => {
    expect(filterChoices(states, 'شیراز')).toEqual([]);
  });
});

describe('cityChoiceOf', () => {
  it('accepts a city id or -1 for all cities', () => {
    expect(cityChoiceOf('12')).toBe(12);
    expect(cityChoiceOf(' 7 ')).toBe(7);
    expect(cityChoiceOf('-1')).toBe(ALL_CITIES);
  });

  it('refuses anything else', () => {
    for (const value of ['', '0', '-2', '1.5', 'abc', '1;evil', '12345678901', null, undefined, 3]) {
      expect(cityChoiceOf(value), String(value)).toBeUndefined();
    }
  });
});
