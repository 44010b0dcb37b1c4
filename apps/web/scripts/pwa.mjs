// After `react-router build`, before precompress.mjs: what makes the site an installable app that opens offline
// (issue 35, ADR 0082), written into the browser's build from the sources it comes from:
// - the icons, drawn from public/favicon.svg with sharp: 192 and 512 px, each plain ("any") and maskable (the logo
//   inside the safe zone on the theme colour, so a launcher's circle or squircle never cuts it);
// - /manifest.webmanifest: the Persian name and description from the fa catalogue, right to left, the theme colour
//   (Mantine's shade of the theme's primary colour, as root.tsx's theme-color);
// - the offline page in each locale (/offline-fa.html, /offline-en.html): the service worker answers it for a page
//   not kept on this device; its words from the catalogues, no script, styles inline;
// - sw.js with its version: a change to any of these files is a new worker, which keeps the new ones.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_THEME } from '@mantine/core';
import sharp from 'sharp';

const web = path.resolve(import.meta.dirname, '..');
const client = path.resolve(process.env.WEB_BUILD_OUT ?? path.join(web, 'build'), 'client');

// apps/web/app/lib/theme.ts: primaryColor 'teal', primaryShade light 9.
export const THEME_COLOR = DEFAULT_THEME.colors.teal[9];
export const BACKGROUND_COLOR = '#ffffff';
export const ICON_SIZES = [192, 512];

const readJson = async (file) => JSON.parse(await fs.readFile(path.join(web, 'app', 'locales', file), 'utf8'));

/** The words the manifest and the offline page use, per locale: the shell's (app) and the part's own (pwa). */
async function wordsOf(locale) {
  const core = await readJson(`${locale}.json`);
  const own = await readJson(path.join(locale, 'pwa.json'));
  return { app: core.app, pwa: own.pwa };
}

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The web app manifest: the Persian app (the site's default locale). */
export function manifestOf(words) {
  const icon = (size, purpose) => ({
    src: `/icons/app-${purpose}-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: words.app.title,
    short_name: words.app.title,
    description: words.app.description,
    lang: 'fa',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping', 'business', 'lifestyle'],
    icons: ICON_SIZES.flatMap((size) => [icon(size, 'any'), icon(size, 'maskable')]),
  };
}

/** The offline page of a locale: plain HTML, the words escaped, a link to try again (this address), home and basket. */
export function offlinePageOf(locale, words) {
  const dir = locale === 'fa' ? 'rtl' : 'ltr';
  const font = locale === 'fa' ? "'Vazirmatn NL', Vazirmatn, Tahoma, system-ui, sans-serif" : 'system-ui, sans-serif';
  const text = words.pwa.offline;
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOR}">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)}${escapeHtml(words.app.titleSeparator)}${escapeHtml(words.app.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:${font};color:#212529;background:#f8f9fa;line-height:1.8}
header{background:${THEME_COLOR};color:#fff;padding:12px 16px;font-weight:800;font-size:1.15rem}
main{max-width:34rem;margin:0 auto;padding:32px 16px}
h1{font-size:1.4rem;margin:0 0 12px}
p{margin:0 0 24px;color:#495057}
nav{display:flex;flex-wrap:wrap;gap:12px}
a{display:inline-block;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600;color:${THEME_COLOR};border:1px solid ${THEME_COLOR}}
a.primary{background:${THEME_COLOR};color:#fff}
</style>
</head>
<body>
<header>${escapeHtml(words.app.title)}</header>
<main>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.body)}</p>
<nav>
<a class="primary" href="">${escapeHtml(text.retry)}</a>
<a href="/">${escapeHtml(text.home)}</a>
<a href="/basket">${escapeHtml(text.basket)}</a>
</nav>
</main>
</body>
</html>
`;
}

/** The icons: the favicon as it is ("any"), and on the theme colour within the middle 80 % ("maskable"). */
async function writeIcons(favicon) {
  await fs.mkdir(path.join(client, 'icons'), { recursive: true });
  const written = [];
  for (const size of ICON_SIZES) {
    const draw = (pixels) =>
      sharp(favicon, { density: (72 * pixels) / 32 })
        .resize(pixels, pixels)
        .png()
        .toBuffer();
    const any = await draw(size);
    const inner = Math.round(size * 0.8);
    const maskable = await sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOR } })
      .composite([{ input: await draw(inner), gravity: 'centre' }])
      .png()
      .toBuffer();
    for (const [purpose, bytes] of [
      ['any', any],
      ['maskable', maskable],
    ]) {
      const file = path.join(client, 'icons', `app-${purpose}-${size}.png`);
      await fs.writeFile(file, bytes);
      written.push(bytes);
    }
  }
  return written;
}

async function main() {
  const favicon = await fs.readFile(path.join(web, 'public', 'favicon.svg'));
  const icons = await writeIcons(favicon);
  const fa = await wordsOf('fa');
  const en = await wordsOf('en');
  const files = {
    'manifest.webmanifest': `${JSON.stringify(manifestOf(fa), null, 2)}\n`,
    'offline-fa.html': offlinePageOf('fa', fa),
    'offline-en.html': offlinePageOf('en', en),
  };
  for (const [name, text] of Object.entries(files)) await fs.writeFile(path.join(client, name), text);
  // The worker's version: what it keeps at install (these files) and its own code.
  const worker = path.join(client, 'sw.js');
  const code = await fs.readFile(worker, 'utf8');
  const hash = createHash('sha256');
  for (const part of [code, ...Object.values(files), ...icons]) hash.update(part);
  const version = hash.digest('hex').slice(0, 12);
  if (!code.includes("const VERSION = 'dev';")) throw new Error("sw.js: no `const VERSION = 'dev';` to stamp");
  await fs.writeFile(worker, code.replace("const VERSION = 'dev';", `const VERSION = '${version}';`));
  process.stdout.write(`pwa: manifest, ${icons.length} icons, 2 offline pages, sw.js ${version}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
