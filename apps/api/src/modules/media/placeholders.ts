import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Spec: "The placeholder image is /images/noPic.jpg". Key inside the uploads folder. */
export const NO_PIC_KEY = 'noPic.jpg';
/** Spec: "The default avatar is images/avatars/default.jpg". Key inside the uploads folder. */
export const DEFAULT_AVATAR_KEY = 'avatars/default.jpg';

const BACKGROUND = '#eceff3';
const FOREGROUND = '#b8c0cc';

// Drawn as SVG by our own code (never from an upload: uploaded SVG is refused) and rasterised to JPEG by sharp.
const NO_PIC_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
  <rect width="400" height="300" fill="${BACKGROUND}"/>
  <rect x="140" y="95" width="120" height="110" rx="10" fill="none" stroke="${FOREGROUND}" stroke-width="8"/>
  <circle cx="178" cy="130" r="12" fill="${FOREGROUND}"/>
  <path d="M148 197 L190 152 L215 178 L232 162 L252 197 Z" fill="${FOREGROUND}"/>
</svg>`;

const AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="${BACKGROUND}"/>
  <circle cx="128" cy="100" r="48" fill="${FOREGROUND}"/>
  <path d="M40 256 C40 190 80 160 128 160 C176 160 216 190 216 256 Z" fill="${FOREGROUND}"/>
</svg>`;

async function ensureJpeg(root: string, key: string, svg: string): Promise<void> {
  const file = path.join(root, ...key.split('/'));
  try {
    await fs.access(file);
    return;
  } catch {
    // missing: draw it below
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  // Temp + rename, so two processes starting together never serve a half-written file.
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  await fs.writeFile(temp, jpeg);
  await fs.rename(temp, file);
}

/**
 * Makes sure the two fixed images of the spec exist in the uploads folder: a neutral picture placeholder and a
 * neutral avatar silhouette. An operator may replace either file with a branded one; it is never overwritten.
 */
export async function ensurePlaceholders(root: string): Promise<void> {
  await ensureJpeg(root, NO_PIC_KEY, NO_PIC_SVG);
  await ensureJpeg(root, DEFAULT_AVATAR_KEY, AVATAR_SVG);
}
