import { describe, expect, it } from 'vitest';
import { IRAN_STATES } from './iran-cities.ts';
import { englishPlaceName } from './place-names-en.ts';

describe('englishPlaceName', () => {
  it('capitalises the words of a slug, keeps the ezafe and a lower-case "and"', () => {
    expect(englishPlaceName('ardabil')).toBe('Ardabil');
    expect(englishPlaceName('bandar-abbas')).toBe('Bandar Abbas');
    expect(englishPlaceName('east-azerbaijan')).toBe('East Azerbaijan');
    expect(englishPlaceName('torbat-e-heydarieh')).toBe('Torbat-e Heydarieh');
    expect(englishPlaceName('astaneh-ye-ashrafiyeh')).toBe('Astaneh-ye Ashrafiyeh');
    expect(englishPlaceName('sistan-and-baluchestan')).toBe('Sistan and Baluchestan');
    expect(englishPlaceName('kohgiluyeh-and-boyer-ahmad')).toBe('Kohgiluyeh and Boyer-Ahmad');
  });

  it('gives every seeded state and city a name in Latin letters', () => {
    for (const state of IRAN_STATES) {
      for (const slug of [state.slug, ...state.cities.map((city) => city.slug)]) {
        expect(englishPlaceName(slug), slug).toMatch(/^[A-Z][A-Za-z]*(?:[- ][A-Za-z]+)*$/);
      }
    }
  });
});
