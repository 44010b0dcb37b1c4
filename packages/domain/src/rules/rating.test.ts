import { describe, expect, it } from 'vitest';
import { isScore, NO_RATING, ratingOf } from './rating.ts';

describe('ratingOf', () => {
  it('is zero with nobody scoring, on a scale of 5', () => {
    expect(NO_RATING).toEqual({
      rate: 0,
      totalUser: 0,
      maxRate: 5,
      ratingBar1: 0,
      ratingBar2: 0,
      ratingBar3: 0,
      ratingBar4: 0,
      ratingBar5: 0,
    });
  });

  it('averages to one decimal and gives each score its share in whole percent', () => {
    // 5, 5, 4: average 4.67 -> 4.7; two thirds gave 5, one third 4.
    expect(ratingOf({ 5: 2, 4: 1 })).toEqual({
      rate: 4.7,
      totalUser: 3,
      maxRate: 5,
      ratingBar1: 0,
      ratingBar2: 0,
      ratingBar3: 0,
      ratingBar4: 33,
      ratingBar5: 67,
    });
    expect(ratingOf({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 }).rate).toBe(3);
  });

  it('ignores scores off the scale', () => {
    expect(ratingOf({ 0: 4, 6: 2, 3: 1 })).toMatchObject({ rate: 3, totalUser: 1, ratingBar3: 100 });
  });
});

describe('isScore', () => {
  it('accepts whole 1..5 only', () => {
    expect([1, 5].every(isScore)).toBe(true);
    expect([0, 6, 2.5, '3', null].some(isScore)).toBe(false);
  });
});
