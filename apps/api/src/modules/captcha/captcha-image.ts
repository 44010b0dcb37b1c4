import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { CAPTCHA_DIGITS, DIGIT_GLYPHS } from './captcha-glyphs.ts';

/** Size of the rendered image in pixels. */
export interface CaptchaImageOptions {
  width?: number;
  height?: number;
}

/** A captcha answer of `length` digits from 2-9, drawn with a cryptographic generator (the answer is the secret). */
export function randomCaptchaText(length = 5): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_DIGITS[randomInt(CAPTCHA_DIGITS.length)];
  return text;
}

/** The captcha as a PNG: hand-drawn digit strokes, each jittered, over noise curves and dots of similar colours. */
export async function renderCaptchaPng(text: string, options: CaptchaImageOptions = {}): Promise<Buffer> {
  return sharp(Buffer.from(buildCaptchaSvg(text, options)))
    .png()
    .toBuffer();
}

/** The SVG behind renderCaptchaPng; exported for tests that check it holds paths, never the text. */
export function buildCaptchaSvg(text: string, options: CaptchaImageOptions = {}): string {
  const width = options.width ?? 160;
  const height = options.height ?? 56;
  if (text.length === 0 || [...text].some((digit) => DIGIT_GLYPHS[digit] === undefined)) {
    throw new Error(`A captcha can only show the digits ${CAPTCHA_DIGITS}`);
  }
  const hue = Math.round(between(0, 360));
  // Digits and noise share one hue band, so a colour filter cannot separate them.
  const ink = () => `hsl(${(hue + Math.round(between(320, 400))) % 360},${pct(45, 70)},${pct(22, 42)})`;
  const cell = width / (text.length + 0.6);
  const glyphScale = Math.min((height * 0.66) / 16, (cell * 0.8) / 10);

  const curves = Array.from({ length: 4 }, () => noiseCurve(width, height, ink()));
  const dots = Array.from({ length: Math.round((width * height) / 300) }, () => {
    return `<circle cx="${n(between(0, width))}" cy="${n(between(0, height))}" r="${n(between(0.6, 1.8))}" fill="${ink()}"/>`;
  });
  const digits = [...text].map((digit, index) => {
    const x = cell * (index + 0.8) + between(-0.12, 0.12) * cell;
    const y = height / 2 + between(-0.08, 0.08) * height;
    return digitPath(digit, x, y, glyphScale * between(0.85, 1.1), ink());
  });

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="hsl(${hue},35%,95%)"/>`,
    // Two curves under the digits and two over them: neither layer can be peeled off by drawing order.
    ...curves.slice(0, 2),
    ...digits,
    ...curves.slice(2),
    ...dots,
    '</svg>',
  ].join('');
}

/** One digit glyph centred on (x, y), turned, slanted and scaled a little differently every time. */
function digitPath(digit: string, x: number, y: number, scale: number, colour: string): string {
  const transform = [
    `translate(${n(x)} ${n(y)})`,
    `rotate(${n(between(-25, 25))})`,
    `skewX(${n(between(-12, 12))})`,
    `scale(${scale.toFixed(2)})`,
    'translate(-5 -8)', // the glyph box is 10 x 16: turn it about its centre
  ].join(' ');
  const stroke = `stroke="${colour}" stroke-width="${n(between(1.5, 1.9))}" stroke-linecap="round" stroke-linejoin="round"`;
  return `<path d="${DIGIT_GLYPHS[digit]}" transform="${transform}" fill="none" ${stroke}/>`;
}

/** A Bezier curve from the left edge to the right one, crossing the digits' band. */
function noiseCurve(width: number, height: number, colour: string): string {
  const y = () => n(between(height * 0.15, height * 0.85));
  const start = `M${n(between(0, width * 0.2))} ${y()}`;
  const controls = `C${n(width * 0.35)} ${y()} ${n(width * 0.65)} ${y()} ${n(between(width * 0.8, width))} ${y()}`;
  const stroke = `stroke="${colour}" stroke-width="${n(between(1, 2.2))}" stroke-linecap="round"`;
  return `<path d="${start} ${controls}" fill="none" ${stroke}/>`;
}

// Layout jitter only has to differ between renders, so Math.random is enough (the answer itself uses randomInt).
function between(min: number, max: number): number {
  return min + Math.random() * (max - min);
}

function pct(min: number, max: number): string {
  return `${Math.round(between(min, max))}%`;
}

// One decimal keeps the SVG small, and means no run of coordinates can spell a 5-digit answer.
function n(value: number): string {
  return value.toFixed(1);
}
