import { describe, expect, it } from 'vitest';
import { clampBox, clusterByGrid, distanceMeters, distanceParts, mapQueryOf, nearestFirst } from './map-area.ts';

describe('the city map area', () => {
  it('a box wider than half a degree shrinks around its centre; a small one is kept', () => {
    const small = { minLat: 38.2, minLng: 48.2, maxLat: 38.3, maxLng: 48.4 };
    expect(clampBox(small)).toEqual({ box: small, clamped: false });
    const { box, clamped } = clampBox({ minLat: 30, minLng: 40, maxLat: 40, maxLng: 60 });
    expect(clamped).toBe(true);
    expect(box).toEqual({ minLat: 34.75, minLng: 49.75, maxLat: 35.25, maxLng: 50.25 });
  });

  it('corners given the wrong way round are put in order', () => {
    expect(clampBox({ minLat: 38.3, minLng: 48.4, maxLat: 38.2, maxLng: 48.2 }).box).toEqual({
      minLat: 38.2,
      minLng: 48.2,
      maxLat: 38.3,
      maxLng: 48.4,
    });
  });

  it('distances: Ardabil to Tabriz is about 176 km, a point to itself 0', () => {
    const ardabil = { latitude: 38.2498, longitude: 48.2933 };
    const tabriz = { latitude: 38.08, longitude: 46.2919 };
    expect(Math.round(distanceMeters(ardabil, tabriz) / 1000)).toBe(176);
    expect(distanceMeters(ardabil, ardabil)).toBe(0);
  });

  it('the nearest comes first, with its distance', () => {
    const here = { latitude: 38.25, longitude: 48.29 };
    const far = { id: 1, latitude: 38.3, longitude: 48.35 };
    const near = { id: 2, latitude: 38.251, longitude: 48.291 };
    expect(nearestFirst([far, near], here).map((item) => item.id)).toEqual([2, 1]);
  });

  it('points of one grid cell are one cluster at their mean', () => {
    const clusters = clusterByGrid(
      [
        { latitude: 38.251, longitude: 48.291 },
        { latitude: 38.253, longitude: 48.293 },
        { latitude: 38.9, longitude: 48.9 },
      ],
      0.1,
    );
    expect(clusters).toHaveLength(2);
    expect(clusters[0]?.items).toHaveLength(2);
    expect(clusters[0]?.latitude).toBeCloseTo(38.252, 6);
  });

  it('distances read as metres or kilometres', () => {
    expect(distanceParts(234)).toEqual({ value: 230, unit: 'm' });
    expect(distanceParts(3456)).toEqual({ value: 3.5, unit: 'km' });
  });

  it('asks for the box in view inside the world, rounded, with the section when one is chosen', () => {
    const query = mapQueryOf({ minLat: 38.123456789, minLng: -200, maxLat: 95, maxLng: 48.3 }, 'ads');
    expect(query).toEqual({ minLat: 38.12346, minLng: -180, maxLat: 90, maxLng: 48.3, vertical: 'ads' });
    expect(mapQueryOf({ minLat: 1, minLng: 2, maxLat: 3, maxLng: 4 })).not.toHaveProperty('vertical');
  });
});
