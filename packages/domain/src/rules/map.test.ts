import { describe, it, expect } from 'vitest';
import { openStreetMapHref, parseCoordinate, parsePoint, pointText } from './map.ts';

describe('map', () => {
  it('reads a typed coordinate, Persian digits and decimal point included, within its limit', () => {
    expect(parseCoordinate('39.01', 90)).toBe(39.01);
    expect(parseCoordinate(' ۳۸٫۲۵ ', 90)).toBe(38.25);
    expect(parseCoordinate('٤٨.٠٨', 180)).toBe(48.08);
    expect(parseCoordinate('-90', 90)).toBe(-90);
    expect(parseCoordinate('90.5', 90)).toBeUndefined();
    expect(parseCoordinate('120', 180)).toBe(120);
    expect(parseCoordinate('', 90)).toBeUndefined();
    expect(parseCoordinate('  ', 90)).toBeUndefined();
    expect(parseCoordinate('39,01', 90)).toBeUndefined();
    expect(parseCoordinate('abc', 90)).toBeUndefined();
    expect(parseCoordinate('Infinity', 90)).toBeUndefined();
  });

  it('makes a point of two typed coordinates; 0, 0 and a half-typed pair are no point', () => {
    expect(parsePoint('۳۹٫۰۱', '48.08')).toEqual({ latitude: 39.01, longitude: 48.08 });
    expect(parsePoint('0', '0')).toBeUndefined();
    expect(parsePoint('0', '48.08')).toEqual({ latitude: 0, longitude: 48.08 });
    expect(parsePoint('39.01', '')).toBeUndefined();
    expect(parsePoint('', '48.08')).toBeUndefined();
    expect(parsePoint('100', '48.08')).toBeUndefined();
    expect(parsePoint('39.01', '181')).toBeUndefined();
  });

  it('writes a point back into the inputs with 6 decimals, which read as the same point', () => {
    const text = pointText({ latitude: 38.2498312345, longitude: 48.2933 });
    expect(text).toEqual({ latitude: '38.249831', longitude: '48.293300' });
    expect(parsePoint(text.latitude, text.longitude)).toEqual({ latitude: 38.249831, longitude: 48.2933 });
  });

  it('links a point to OpenStreetMap with a marker', () => {
    expect(openStreetMapHref({ latitude: 39.01, longitude: 48.08 })).toBe(
      'https://www.openstreetmap.org/?mlat=39.01000&mlon=48.08000#map=16/39.01000/48.08000',
    );
    expect(openStreetMapHref({ latitude: 38.123456, longitude: -0.5 }, 12)).toBe(
      'https://www.openstreetmap.org/?mlat=38.12346&mlon=-0.50000#map=12/38.12346/-0.50000',
    );
  });
});
