import { describe, expect, it } from 'vitest';
import { detailMapOf } from './detail-map.ts';

describe("a listing page's map", () => {
  it('shows the point and its OpenStreetMap link when both coordinates are above 0', () => {
    expect(detailMapOf({ latitude: 38.25, longitude: 48.29 })).toEqual({
      point: { latitude: 38.25, longitude: 48.29 },
      href: 'https://www.openstreetmap.org/?mlat=38.25000&mlon=48.29000#map=16/38.25000/48.29000',
    });
  });

  it('shows no map when either coordinate is 0 or below (not chosen), or the location is missing', () => {
    for (const location of [
      { latitude: 0, longitude: 0 },
      { latitude: 38.25, longitude: 0 },
      { latitude: 0, longitude: 48.29 },
      { latitude: -33.86, longitude: 151.2 },
      { latitude: 38.25, longitude: -48.29 },
      null,
      undefined,
    ]) {
      expect(detailMapOf(location), JSON.stringify(location)).toBeNull();
    }
  });
});
