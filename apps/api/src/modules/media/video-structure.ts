/**
 * Whether a video sniffed from its first bytes is one throughout, not a valid first box glued to anything else (a
 * script or an HTML page after an `ftyp` box). ISO BMFF (MP4, MOV, 3GP): the top-level boxes, each a size and a
 * four-letter type, tile the file exactly, and a movie header box (`moov`) is among them. AVI: the RIFF chunk's size
 * is the file's and its first list is the header list (`hdrl`).
 */
export function isWholeVideo(buffer: Buffer, mime: string): boolean {
  if (mime === 'video/mp4' || mime === 'video/quicktime') return isWholeIsoBmff(buffer);
  if (mime === 'video/x-msvideo' || mime === 'video/avi') return isWholeAvi(buffer);
  return false;
}

/** Four-letter box types are printable ASCII (QuickTime's © boxes live inside `moov`, never at the top). */
const BOX_TYPE = /^[\x20-\x7e]{4}$/;
/** No real file has thousands of top-level boxes; a bound keeps a crafted one from looping long. */
const MAX_TOP_LEVEL_BOXES = 1_000;

function isWholeIsoBmff(buffer: Buffer): boolean {
  let offset = 0;
  let boxes = 0;
  let hasMovie = false;
  while (offset < buffer.length) {
    if (++boxes > MAX_TOP_LEVEL_BOXES || buffer.length - offset < 8) return false;
    let size = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    if (!BOX_TYPE.test(type)) return false;
    let header = 8;
    if (size === 1) {
      // A 64-bit size follows the type.
      if (buffer.length - offset < 16) return false;
      const large = buffer.readBigUInt64BE(offset + 8);
      if (large > BigInt(buffer.length - offset)) return false;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      // The last box runs to the end of the file.
      size = buffer.length - offset;
    }
    if (size < header || offset + size > buffer.length) return false;
    if (type === 'moov') hasMovie = true;
    offset += size;
  }
  return hasMovie;
}

function isWholeAvi(buffer: Buffer): boolean {
  if (buffer.length < 24 || buffer.toString('latin1', 0, 4) !== 'RIFF') return false;
  const declared = buffer.readUInt32LE(4) + 8;
  // A RIFF chunk is padded to an even length; some writers leave the final pad byte out.
  if (declared !== buffer.length && declared !== buffer.length + 1) return false;
  return buffer.toString('latin1', 12, 16) === 'LIST' && buffer.toString('latin1', 20, 24) === 'hdrl';
}
