import { describe, expect, it } from 'vitest';
import * as files from './test-images.ts';
import { isWholeVideo } from './video-structure.ts';

const box = (type: string, body = Buffer.alloc(0)) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isommp41', 'latin1'));

describe('isWholeVideo', () => {
  it('accepts whole MP4, MOV and AVI files', () => {
    expect(isWholeVideo(files.isoBmff('isom'), 'video/mp4')).toBe(true);
    expect(isWholeVideo(files.isoBmff('qt'), 'video/quicktime')).toBe(true);
    expect(isWholeVideo(files.avi(), 'video/x-msvideo')).toBe(true);
  });

  it('accepts a 64-bit box size and a last box that runs to the end', () => {
    const large = Buffer.alloc(24);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(24n, 8);
    expect(isWholeVideo(Buffer.concat([ftyp, box('moov', box('mvhd')), large]), 'video/mp4')).toBe(true);
    const toEnd = Buffer.concat([box('mdat'), Buffer.alloc(40)]);
    toEnd.writeUInt32BE(0, 0);
    expect(isWholeVideo(Buffer.concat([ftyp, box('moov'), toEnd]), 'video/mp4')).toBe(true);
  });

  it.each([
    [
      'a valid first box followed by an HTML page',
      Buffer.concat([ftyp, Buffer.from('<html><script>alert(1)</script>')]),
    ],
    ['a first box and nothing else', ftyp],
    ['boxes without a movie box', Buffer.concat([ftyp, box('mdat', Buffer.alloc(32))])],
    [
      'a box claiming more than the file holds',
      Buffer.concat([ftyp, box('moov'), box('mdat', Buffer.alloc(32)).subarray(0, 20)]),
    ],
    ['a box with an unprintable type', Buffer.concat([ftyp, box('mo\x00v')])],
    ['a box smaller than its header', Buffer.concat([ftyp, Buffer.from([0, 0, 0, 4, 0x6d, 0x6f, 0x6f, 0x76])])],
  ])('refuses an MP4 that is %s', (_, buffer) => {
    expect(isWholeVideo(buffer, 'video/mp4')).toBe(false);
  });

  it('refuses an AVI whose RIFF size is not the file’s, or without its header list', () => {
    const cut = files.avi().subarray(0, 40);
    expect(isWholeVideo(cut, 'video/x-msvideo')).toBe(false);
    const noHeader = Buffer.from(files.avi());
    noHeader.write('junk', 20, 'latin1');
    expect(isWholeVideo(noHeader, 'video/x-msvideo')).toBe(false);
  });
});
