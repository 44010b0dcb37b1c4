import { describe, expect, it } from 'vitest';
import { BmpError, decodeBmp } from './bmp.ts';
import { bmp24 } from './test-images.ts';

const LIMIT = 1_000_000;

/** A BMP with a 40-byte INFO header, optional extra bytes (masks, palette) and the given rows as stored. */
function bmp(options: {
  width: number;
  height: number;
  bitCount: number;
  compression?: number;
  extra?: Buffer;
  colours?: number;
  rows: Buffer;
}): Buffer {
  const extra = options.extra ?? Buffer.alloc(0);
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + extra.length + options.rows.length, 2);
  header.writeUInt32LE(54 + extra.length, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(options.width, 18);
  header.writeInt32LE(options.height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(options.bitCount, 28);
  header.writeUInt32LE(options.compression ?? 0, 30);
  header.writeUInt32LE(options.colours ?? 0, 46);
  return Buffer.concat([header, extra, options.rows]);
}

const rgba = (image: { data: Buffer }, index: number) => [...image.data.subarray(index * 4, index * 4 + 4)];

describe('decodeBmp', () => {
  it('reads a bottom-up 24-bit BMP top row first', () => {
    // Stored bottom row first: bottom row blue, top row red; rows padded to 4 bytes.
    const rows = Buffer.from([255, 0, 0, 0, 0, 0, 255, 0]);
    const image = decodeBmp(bmp({ width: 1, height: 2, bitCount: 24, rows }), LIMIT);
    expect([image.width, image.height]).toEqual([1, 2]);
    expect(rgba(image, 0)).toEqual([255, 0, 0, 255]);
    expect(rgba(image, 1)).toEqual([0, 0, 255, 255]);
  });

  it('reads a top-down BMP (negative height) as stored', () => {
    const rows = Buffer.from([255, 0, 0, 0, 0, 0, 255, 0]);
    const image = decodeBmp(bmp({ width: 1, height: -2, bitCount: 24, rows }), LIMIT);
    expect(rgba(image, 0)).toEqual([0, 0, 255, 255]);
  });

  it('reads an 8-bit palette BMP', () => {
    const palette = Buffer.from([0, 0, 0, 0, 0, 255, 0, 0]); // black, green (BGRx)
    const rows = Buffer.from([1, 0, 1, 0]);
    const image = decodeBmp(bmp({ width: 3, height: 1, bitCount: 8, colours: 2, extra: palette, rows }), LIMIT);
    expect([rgba(image, 0), rgba(image, 1), rgba(image, 2)]).toEqual([
      [0, 255, 0, 255],
      [0, 0, 0, 255],
      [0, 255, 0, 255],
    ]);
  });

  it('reads a 1-bit BMP', () => {
    const palette = Buffer.from([0, 0, 0, 0, 255, 255, 255, 0]);
    const rows = Buffer.from([0b1010_0000, 0, 0, 0]);
    const image = decodeBmp(bmp({ width: 3, height: 1, bitCount: 1, extra: palette, rows }), LIMIT);
    expect([rgba(image, 0)[0], rgba(image, 1)[0], rgba(image, 2)[0]]).toEqual([255, 0, 255]);
  });

  it('reads 32-bit bit fields with alpha', () => {
    const masks = Buffer.alloc(16);
    [0x00ff0000, 0x0000ff00, 0x000000ff, 0xff000000].forEach((mask, i) => masks.writeUInt32LE(mask >>> 0, i * 4));
    const rows = Buffer.from([0x30, 0x20, 0x10, 0x80]); // B G R A
    const image = decodeBmp(bmp({ width: 1, height: 1, bitCount: 32, compression: 6, extra: masks, rows }), LIMIT);
    expect(rgba(image, 0)).toEqual([0x10, 0x20, 0x30, 0x80]);
  });

  it('reads 16-bit 5-5-5 pixels', () => {
    const rows = Buffer.alloc(4);
    rows.writeUInt16LE(0x7c00); // pure red
    const image = decodeBmp(bmp({ width: 1, height: 1, bitCount: 16, rows }), LIMIT);
    expect(rgba(image, 0)).toEqual([255, 0, 0, 255]);
  });

  it('refuses RLE compression, truncated pixel data and too many pixels', () => {
    expect(() =>
      decodeBmp(bmp({ width: 1, height: 1, bitCount: 8, compression: 1, rows: Buffer.alloc(4) }), LIMIT),
    ).toThrow(BmpError);
    expect(() => decodeBmp(bmp24(10, 10).subarray(0, 100), LIMIT)).toThrow(/truncated/);
    const flood = bmp24(1, 1);
    flood.writeInt32LE(5000, 18);
    flood.writeInt32LE(5000, 22);
    expect(() => decodeBmp(flood, LIMIT)).toThrow(expect.objectContaining({ tooLarge: true }));
  });
});
