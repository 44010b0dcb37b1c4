/**
 * A small BMP decoder. The spec accepts BMP uploads, but sharp's prebuilt libvips cannot read BMP (it would need
 * ImageMagick), so this turns the uncompressed BMP variants into raw RGBA pixels that sharp takes as `raw` input.
 * RLE-compressed and embedded JPEG/PNG BMPs are rare and refused.
 */

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 4;
}

export class BmpError extends Error {
  constructor(
    message: string,
    /** The image is larger than the pixel limit (a pixel flood), not merely broken. */
    readonly tooLarge = false,
  ) {
    super(message);
    this.name = 'BmpError';
  }
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

interface Channel {
  mask: number;
  shift: number;
  max: number;
}

function channelOf(mask: number): Channel {
  if (mask === 0) return { mask: 0, shift: 0, max: 0 };
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  return { mask, shift, max: mask >>> shift };
}

const scale = (value: number, channel: Channel): number =>
  channel.max === 0 ? 0 : Math.round((((value & channel.mask) >>> channel.shift) * 255) / channel.max);

/** Decodes a BMP into 8-bit RGBA, top row first; refuses images of more than `maxPixels` before allocating them. */
export function decodeBmp(input: Buffer, maxPixels: number): RawImage {
  if (input.length < 26 || input.toString('latin1', 0, 2) !== 'BM') throw new BmpError('not a BMP file');
  const dataOffset = input.readUInt32LE(10);
  const dibSize = input.readUInt32LE(14);
  const core = dibSize === 12;
  if (input.length < 14 + dibSize) throw new BmpError('truncated BMP header');
  const width = core ? input.readUInt16LE(18) : input.readInt32LE(18);
  const rawHeight = core ? input.readInt16LE(20) : input.readInt32LE(22);
  const bitCount = core ? input.readUInt16LE(24) : input.readUInt16LE(28);
  const compression = core ? BI_RGB : input.readUInt32LE(30);
  const topDown = rawHeight < 0;
  const height = Math.abs(rawHeight);
  if (width <= 0 || height <= 0) throw new BmpError('BMP has no pixels');
  if (width * height > maxPixels) throw new BmpError('BMP exceeds the pixel limit', true);

  let masks: [number, number, number, number];
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    if (bitCount !== 16 && bitCount !== 32) throw new BmpError('bit fields need 16 or 32 bits per pixel');
    // INFO headers keep the masks right after the header; V2 and later inside it (at the same offset).
    const at = 14 + 40;
    const count = compression === BI_ALPHABITFIELDS || dibSize >= 56 ? 4 : 3;
    if (input.length < at + count * 4) throw new BmpError('truncated BMP bit fields');
    masks = [input.readUInt32LE(at), input.readUInt32LE(at + 4), input.readUInt32LE(at + 8), 0];
    if (count === 4) masks[3] = input.readUInt32LE(at + 12);
  } else if (compression === BI_RGB) {
    // 16-bit BI_RGB is 5-5-5; the fourth byte of 32-bit BI_RGB is unused, so those images are opaque.
    masks = bitCount === 16 ? [0x7c00, 0x03e0, 0x001f, 0] : [0x00ff0000, 0x0000ff00, 0x000000ff, 0];
  } else {
    throw new BmpError('compressed BMP is not supported');
  }
  const [red, green, blue, alpha] = masks.map(channelOf) as [Channel, Channel, Channel, Channel];

  let palette: Buffer | undefined;
  if (bitCount <= 8) {
    if (![1, 4, 8].includes(bitCount)) throw new BmpError('unsupported BMP bit depth');
    const entrySize = core ? 3 : 4;
    const colours = core ? 1 << bitCount : input.readUInt32LE(46) || 1 << bitCount;
    const start = 14 + dibSize;
    palette = input.subarray(start, start + colours * entrySize);
    if (palette.length < colours * entrySize) throw new BmpError('truncated BMP palette');
  } else if (![16, 24, 32].includes(bitCount)) {
    throw new BmpError('unsupported BMP bit depth');
  }

  const stride = Math.ceil((width * bitCount) / 32) * 4;
  if (dataOffset + stride * height > input.length) throw new BmpError('truncated BMP pixel data');
  const out = Buffer.alloc(width * height * 4);
  const entrySize = core ? 3 : 4;
  let anyAlpha = false;
  for (let y = 0; y < height; y++) {
    const row = dataOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      if (palette) {
        const bit = x * bitCount;
        const byte = input[row + (bit >> 3)] ?? 0;
        const index = (byte >> (8 - bitCount - (bit & 7))) & ((1 << bitCount) - 1);
        const p = index * entrySize;
        out[o] = palette[p + 2] ?? 0;
        out[o + 1] = palette[p + 1] ?? 0;
        out[o + 2] = palette[p] ?? 0;
        out[o + 3] = 255;
      } else if (bitCount === 24) {
        const p = row + x * 3;
        out[o] = input[p + 2] ?? 0;
        out[o + 1] = input[p + 1] ?? 0;
        out[o + 2] = input[p] ?? 0;
        out[o + 3] = 255;
      } else {
        const value = bitCount === 16 ? input.readUInt16LE(row + x * 2) : input.readUInt32LE(row + x * 4);
        out[o] = scale(value, red);
        out[o + 1] = scale(value, green);
        out[o + 2] = scale(value, blue);
        out[o + 3] = alpha.max === 0 ? 255 : scale(value, alpha);
        if (out[o + 3] !== 0) anyAlpha = true;
      }
    }
  }
  // Many writers declare an alpha mask and leave it zero everywhere; viewers show those images opaque, and so do we.
  if (alpha.max !== 0 && !anyAlpha) for (let o = 3; o < out.length; o += 4) out[o] = 255;
  return { data: out, width, height, channels: 4 };
}
