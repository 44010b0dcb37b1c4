import { describe, expect, it } from 'vitest';
import { acceptOf, mediaFileProblem } from './upload-checks.ts';

const MB = 1024 * 1024;
const file = (type: string, size: number) => ({ type, size }) as File;

describe('mediaFileProblem', () => {
  it('takes images up to 10 MB and videos up to 50 MB where videos are allowed', () => {
    expect(mediaFileProblem(file('image/png', 3 * MB), { videos: true })).toBeUndefined();
    expect(mediaFileProblem(file('image/jpeg', 11 * MB), { videos: true })).toBe('imageSize');
    expect(mediaFileProblem(file('video/mp4', 40 * MB), { videos: true })).toBeUndefined();
    expect(mediaFileProblem(file('video/quicktime', 51 * MB), { videos: true })).toBe('videoSize');
  });

  it('refuses other types, and videos where only images are taken', () => {
    expect(mediaFileProblem(file('image/svg+xml', 1000), { videos: true })).toBe('type');
    expect(mediaFileProblem(file('application/pdf', 1000), { videos: true })).toBe('type');
    expect(mediaFileProblem(file('video/mp4', 1000), { videos: false })).toBe('type');
  });

  it('leaves a file of unknown type to the server unless it is too large for any upload', () => {
    expect(mediaFileProblem(file('', 20 * MB), { videos: true })).toBeUndefined();
    expect(mediaFileProblem(file('', 60 * MB), { videos: true })).toBe('videoSize');
    expect(mediaFileProblem(file('', 11 * MB), { videos: false })).toBe('imageSize');
  });

  it('lists the types for the file picker', () => {
    expect(acceptOf({ videos: false })).not.toContain('video/');
    expect(acceptOf({ videos: true })).toContain('video/mp4');
  });
});
