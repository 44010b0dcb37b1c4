import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real files for the media tests, made at test time (no binary fixtures). Not used by the product.
 */

const solid = (width: number, height: number, channels: 3 | 4 = 3, colour = '#c8102e') =>
  sharp({ create: { width, height, channels, background: colour } });

/**
 * A phone photo: stored 300x200 with EXIF Orientation 6 (shown rotated, 200x300), a camera make and a GPS position.
 * The left half is red and the right half blue, so a test can tell whether it was turned upright.
 */
export async function jpegWithExifAndGps(): Promise<Buffer> {
  const half = await solid(150, 200, 3, '#0000ff').png().toBuffer();
  return solid(300, 200, 3, '#ff0000')
    .composite([{ input: half, left: 150, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Secret Model X' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 41/1 2/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '51/1 25/1 3/1',
      },
    })
    .toBuffer();
}

export const jpeg = (width = 64, height = 48) => solid(width, height).jpeg().toBuffer();
export const png = (width = 64, height = 48) => solid(width, height, 4, '#00ff0080').png().toBuffer();
export const webp = (width = 64, height = 48) => solid(width, height).webp().toBuffer();
export const gif = (width = 64, height = 48) => solid(width, height).gif().toBuffer();

/** A two-frame animated GIF: a red frame then a blue one. */
export async function animatedGif(): Promise<Buffer> {
  const frames = Buffer.concat([
    await solid(40, 30, 3, '#ff0000').raw().toBuffer(),
    await solid(40, 30, 3, '#0000ff').raw().toBuffer(),
  ]);
  return sharp(frames, { raw: { width: 40, height: 60, channels: 3, pageHeight: 30 } })
    .gif({ loop: 0, delay: [100, 100] })
    .toBuffer();
}

/** An uncompressed 24-bit bottom-up BMP filled with one colour. */
export function bmp24(width: number, height: number, [r, g, b] = [255, 128, 0]): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + stride * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(stride * height, 34);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = 54 + y * stride + x * 3;
      file[p] = b ?? 0;
      file[p + 1] = g ?? 0;
      file[p + 2] = r ?? 0;
    }
  }
  return file;
}

/**
 * A 1-bit (two-colour palette) BMP of width x height: eight pixels a byte, so 6000 x 4000 (24 megapixels, 96 MB once
 * decoded to RGBA) is 3 MB on disk. Stripes, so the decoder has real work to do.
 */
export function bmp1(width: number, height: number): Buffer {
  const stride = Math.ceil(width / 32) * 4;
  const offset = 14 + 40 + 8;
  const file = Buffer.alloc(offset + stride * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(offset, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(1, 28);
  file.writeUInt32LE(stride * height, 34);
  file.writeUInt32LE(2, 46);
  file.writeUInt32LE(0x00ffffff, 58); // palette: black, white
  file.fill(0x0f, offset);
  return file;
}

/** A whole ISO BMFF file (MP4 / MOV) with the given major brand: ftyp, a movie box and `mediaBytes` of media data. */
export function isoBmff(brand = 'isom', mediaBytes = 8): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const ftypBody = Buffer.alloc(16);
  ftypBody.write(brand.padEnd(4, ' '), 0, 'latin1');
  ftypBody.writeUInt32BE(0x200, 4);
  ftypBody.write('isommp41', 8, 'latin1');
  // A movie header box with an empty movie header inside, then the (empty) media data.
  const moov = box('moov', box('mvhd', Buffer.alloc(100)));
  return Buffer.concat([box('ftyp', ftypBody), moov, box('mdat', Buffer.alloc(mediaBytes))]);
}

/** A small AVI: the RIFF chunk with its size, and the header list first. */
export function avi(): Buffer {
  const file = Buffer.alloc(64);
  file.write('RIFF', 0, 'latin1');
  file.writeUInt32LE(file.length - 8, 4);
  file.write('AVI LIST', 8, 'latin1');
  file.writeUInt32LE(44, 16);
  file.write('hdrl', 20, 'latin1');
  return file;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid single-colour 1-bit PNG of width x height: 20000 x 20000 (400 megapixels, gigabytes once decoded) is only
 * tens of kilobytes on disk. The classic pixel flood.
 */
export function pixelFloodPng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = 1 + Math.ceil(width / 8); // filter byte + packed pixels, all zero
  const idat = deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const svg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
export const html = () => Buffer.from('<!DOCTYPE html><html><body><img src=x onerror=alert(1)></body></html>');
export const text = () => Buffer.from('this is not a picture, whatever its name says\n');
export const pdf = () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
export const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62)]);
