import { describe, expect, it } from 'vitest';
import { ListingWriteSchema } from './listing.schema.ts';

const base = { city_id: '3', package_id: '2', title: 'دوچرخه کوهستان' };
const fieldsOf = (input: Record<string, unknown>) =>
  Object.fromEntries(
    (ListingWriteSchema.safeParse({ ...base, ...input }).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('a listing as its owner writes it', () => {
  it('takes a latitude within ±90 and a longitude within ±180, as numbers or as a form sends them', () => {
    expect(ListingWriteSchema.parse({ ...base, latitude: '38.25', longitude: 48.29 })).toMatchObject({
      latitude: 38.25,
      longitude: 48.29,
    });
    for (const [latitude, longitude] of [
      [90, 180],
      [-90, -180],
    ]) {
      expect(fieldsOf({ latitude, longitude })).toEqual({});
    }
    // Not chosen: both 0.
    expect(ListingWriteSchema.parse(base)).toMatchObject({ latitude: 0, longitude: 0 });
  });

  it('refuses a latitude beyond ±90 (a longitude typed in its place) and a longitude beyond ±180', () => {
    expect(fieldsOf({ latitude: 120, longitude: 48.29 })).toEqual({ latitude: 'invalid' });
    expect(fieldsOf({ latitude: '-90.5' })).toEqual({ latitude: 'invalid' });
    expect(fieldsOf({ longitude: 180.01 })).toEqual({ longitude: 'invalid' });
    expect(fieldsOf({ longitude: -181 })).toEqual({ longitude: 'invalid' });
  });
});
