import { FileType } from '@shahrbazar/domain/enums/listing';
import { fileTypeOfMime } from '@shahrbazar/domain/rules/file-type';

/** What an upload is: a picture, a video, or a document (a PDF; only routes that ask for documents take one). */
export type FileKind = 'image' | 'video' | 'document';

export interface DetectedFile {
  mime: string;
  kind: FileKind;
}

/** How many leading bytes `detectFileKind` needs to decide every format it knows. */
export const SNIFF_BYTES = 32;

/** DIB header sizes of real BMP files: OS/2 core, INFO, V2, V3, OS/2 v2, V4, V5. */
const BMP_DIB_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/** ISO BMFF brands that are still images or audio, not video: HEIF/AVIF photos and M4A audio are not accepted. */
const NOT_VIDEO_BRANDS = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'M4A ',
  'M4B ',
  'M4P ',
]);

const ascii = (head: Buffer, start: number, end: number): string => head.toString('latin1', start, end);

function sniffMime(head: Buffer): string | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return 'image/gif';
  if (head.length >= 18 && ascii(head, 0, 2) === 'BM') {
    // "BM" alone starts plenty of text files: require a known DIB header and pixel data after the headers.
    const dataOffset = head.readUInt32LE(10);
    const dibSize = head.readUInt32LE(14);
    if (BMP_DIB_SIZES.has(dibSize) && dataOffset >= 14 + dibSize) return 'image/bmp';
    return undefined;
  }
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF') {
    const form = ascii(head, 8, 12);
    if (form === 'WEBP') return 'image/webp';
    if (form === 'AVI ') return 'video/x-msvideo';
    return undefined;
  }
  // "%PDF-1.x" (or 2.0) at the very start, as a PDF's header must be.
  if (head.length >= 8 && /^%PDF-[12]\.\d/.test(ascii(head, 0, 8))) return 'application/pdf';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const boxSize = head.readUInt32BE(0);
    if (boxSize < 16 || boxSize % 4 !== 0) return undefined;
    const majorBrand = ascii(head, 8, 12);
    if (NOT_VIDEO_BRANDS.has(majorBrand)) return undefined;
    return majorBrand === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  return undefined;
}

/**
 * What a file really is, decided by its first bytes (magic numbers) only: never by its name or the Content-Type the
 * client claims. Returns undefined for anything that is not one of the spec's accepted formats (SVG, HTML,
 * executables, text named x.png...); a PDF is a document, which a route takes only when it asks for one. Pass at
 * least `SNIFF_BYTES` bytes.
 */
export function detectFileKind(head: Buffer): DetectedFile | undefined {
  const mime = sniffMime(head);
  if (!mime) return undefined;
  if (mime === 'application/pdf') return { mime, kind: 'document' };
  // The domain's MIME table is the one list of accepted types: a format sniffed here but dropped there is refused.
  const fileType = fileTypeOfMime(mime);
  if (fileType === FileType.image) return { mime, kind: 'image' };
  if (fileType === FileType.video) return { mime, kind: 'video' };
  return undefined;
}
