import { describe, it, expect } from 'vitest';
import { DEFAULT_MAP_POINT, isLocationSet, mapPointOf } from './location.ts';

describe('location', () => {
  it('is set only when both coordinates are above 0', () => {
    expect(isLocationSet({ latitude: 38.08, longitude: 46.29 })).toBe(true);
    expect(isLocationSet({ latitude: 0, longitude: 46.29 })).toBe(false);
    expect(isLocationSet({ latitude: 38.08, longitude: 0 })).toBe(false);
    expect(isLocationSet({ latitude: -1, longitude: 46.29 })).toBe(false);
    expect(isLocationSet({ latitude: 38.08 })).toBe(false);
    expect(isLocationSet(null)).toBe(false);
  });

  it('falls back to the default map point', () => {
    expect(DEFAULT_MAP_POINT).toEqual({ latitude: 39.01, longitude: 48.08 });
    expect(mapPointOf({ latitude: 0, longitude: 0 })).toEqual(DEFAULT_MAP_POINT);
    expect(mapPointOf(undefined)).toEqual(DEFAULT_MAP_POINT);
    expect(mapPointOf({ latitude: 38.08, longitude: 46.29 })).toEqual({ latitude: 38.08, longitude: 46.29 });
  });
});
