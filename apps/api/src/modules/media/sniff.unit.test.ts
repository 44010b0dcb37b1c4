import { describe, expect, it } from 'vitest';
import { detectFileKind } from './sniff.ts';
import * as files from './test-images.ts';

describe('detectFileKind decides by the first bytes only', () => {
  it.each([
    ['JPEG', () => files.jpeg(), 'image/jpeg', 'image'],
    ['PNG', () => files.png(), 'image/png', 'image'],
    ['GIF', () => files.gif(), 'image/gif', 'image'],
    ['WebP', () => files.webp(), 'image/webp', 'image'],
    ['BMP', async () => files.bmp24(4, 4), 'image/bmp', 'image'],
    ['MP4', async () => files.isoBmff('isom'), 'video/mp4', 'video'],
    ['MP4 (mp42)', async () => files.isoBmff('mp42'), 'video/mp4', 'video'],
    ['3GP from an Android camera', async () => files.isoBmff('3gp4'), 'video/mp4', 'video'],
    ['MOV', async () => files.isoBmff('qt'), 'video/quicktime', 'video'],
    ['AVI', async () => files.avi(), 'video/x-msvideo', 'video'],
    ['PDF (a document: only routes that ask for one take it)', async () => files.pdf(), 'application/pdf', 'document'],
  ])('%s', async (_name, make, mime, kind) => {
    expect(detectFileKind(await make())).toEqual({ mime, kind });
  });

  it.each([
    ['plain text (whatever it is named)', files.text()],
    ['SVG (scripts run when opened directly)', files.svg()],
    ['HTML', files.html()],
    ['"%PDF" without a version (text that mentions it)', Buffer.from('%PDF-file attached below')],
    ['a Windows executable', files.exe()],
    ['text that starts with "BM"', Buffer.from('BMW 320i for sale, excellent condition, call me')],
    ['a HEIC photo', files.isoBmff('heic')],
    ['an AVIF image', files.isoBmff('avif')],
    ['M4A audio', files.isoBmff('M4A ')],
    ['a WAV file (RIFF but not WEBP/AVI)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['an empty file', Buffer.alloc(0)],
    ['two bytes of a JPEG', Buffer.from([0xff, 0xd8])],
  ])('refuses %s', (_name, head) => {
    expect(detectFileKind(head)).toBeUndefined();
  });

  it('a PNG stays a PNG however it is named or labelled: only the bytes are read', async () => {
    // The function takes bytes alone; the upload tests check that the name and Content-Type are ignored end to end.
    expect(detectFileKind((await files.png()).subarray(0, 32))?.mime).toBe('image/png');
  });
});
