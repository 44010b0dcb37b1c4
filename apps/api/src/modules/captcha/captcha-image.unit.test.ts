import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildCaptchaSvg, randomCaptchaText, renderCaptchaPng } from './captcha-image.ts';

describe('randomCaptchaText', () => {
  it('draws the requested number of digits from 2-9 only', () => {
    const texts = Array.from({ length: 200 }, () => randomCaptchaText());
    for (const text of texts) expect(text).toMatch(/^[2-9]{5}$/);
    expect(new Set(texts.join('')).size).toBe(8);
    expect(randomCaptchaText(7)).toHaveLength(7);
  });
});

describe('renderCaptchaPng', () => {
  it('gives a PNG of the default and of the requested size', async () => {
    const standard = await sharp(await renderCaptchaPng('48273')).metadata();
    expect([standard.format, standard.width, standard.height]).toEqual(['png', 160, 56]);
    const wide = await sharp(await renderCaptchaPng('48273', { width: 240, height: 80 })).metadata();
    expect([wide.width, wide.height]).toEqual([240, 80]);
  });

  it('draws something other than the background', async () => {
    const { data } = await sharp(await renderCaptchaPng('48273'))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const dark = data.filter((value) => value < 160).length;
    expect(dark / data.length).toBeGreaterThan(0.05);
  });

  it('renders the same text differently every time', async () => {
    const [first, second] = await Promise.all([renderCaptchaPng('48273'), renderCaptchaPng('48273')]);
    expect(first.equals(second)).toBe(false);
  });

  it('carries the answer only as pixels, never as text', async () => {
    const text = '93857';
    const svg = buildCaptchaSvg(text);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain(text);
    expect(svg.match(/<path /g)?.length).toBeGreaterThanOrEqual(text.length);
    expect((await renderCaptchaPng(text)).includes(text)).toBe(false);
  });

  it('refuses characters it has no glyph for', () => {
    expect(() => buildCaptchaSvg('12a')).toThrow(/digits/);
    expect(() => buildCaptchaSvg('')).toThrow();
  });
});
