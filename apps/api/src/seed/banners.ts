import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { BANNER_IMAGE } from '@shahrbazar/domain/enums/banner';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../db/client.ts';
import { BANNER_SIZES, BANNERS_FOLDER } from '../modules/banners/banner.service.ts';
import { banners } from '../modules/banners/banner.table.ts';
import type { FileStorage } from '../modules/media/storage.ts';
import { storeImage } from '../modules/media/upload.ts';

const { width: W, height: H } = BANNER_IMAGE;

/**
 * A banner: a diagonal gradient with soft circles, its picture (an SVG fragment) large on the right, where a
 * right-to-left reader starts, and the same picture repeated small and faint across the rest as a pattern.
 */
function artwork(from: string, to: string, accent: string, picture: string): string {
  const pattern = [
    [140, 110, 0.42, -12],
    [330, 250, 0.5, 10],
    [520, 120, 0.36, 6],
    [640, 300, 0.3, -8],
    [90, 320, 0.3, 14],
  ]
    .map(
      ([x, y, scale, angle]) =>
        `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" opacity="0.22">${picture}</g>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="1" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="120" cy="-30" r="230" fill="#ffffff" fill-opacity="0.10"/>
  <circle cx="760" cy="430" r="170" fill="#ffffff" fill-opacity="0.08"/>
  ${pattern}
  <g fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="6">
    <path d="M380 60 q50 -40 100 0 t100 0 t100 0"/>
  </g>
  <circle cx="950" cy="200" r="165" fill="#ffffff" fill-opacity="0.16"/>
  <circle cx="950" cy="200" r="135" fill="${accent}"/>
  <g transform="translate(950 200)">${picture}</g>
</svg>`;
}

// Pictures drawn around (0, 0), about 200 px across, white on the accent circle. Text is left to the banner's
// title (the image carries none: Persian needs a font the renderer may not have).
const BAG = `<g fill="#ffffff">
  <path d="M-80 -40 h160 l15 130 h-190 z"/>
  <path d="M-40 -40 v-25 a40 40 0 0 1 80 0 v25" fill="none" stroke="#ffffff" stroke-width="12"/>
</g>`;
const TAG = `<g fill="#ffffff"><path d="M-90 -60 h110 l70 60 -70 60 h-110 z"/><circle cx="20" cy="0" r="14" fill="#f08c00"/></g>`;
const CROSS = `<g fill="#ffffff"><rect x="-25" y="-85" width="50" height="170" rx="10"/><rect x="-85" y="-25" width="170" height="50" rx="10"/></g>`;
const BRIEFCASE = `<g fill="#ffffff"><rect x="-100" y="-40" width="200" height="130" rx="16"/>
  <path d="M-35 -40 v-25 h70 v25" fill="none" stroke="#ffffff" stroke-width="12"/></g>`;
const CAR = `<g fill="#ffffff"><path d="M-110 20 l25 -60 h140 l35 60 h20 v40 h-240 v-40 z"/>
  <circle cx="-60" cy="65" r="24" fill="#c92a2a"/><circle cx="60" cy="65" r="24" fill="#c92a2a"/>
  <circle cx="-60" cy="65" r="12"/><circle cx="60" cy="65" r="12"/></g>`;

interface DemoBanner {
  title: string;
  url: string;
  serviceType: string;
  section: 'top' | 'middle';
  svg: string;
}

/** The home page's demo banners: four at the top, two in the middle (titles carry the Persian text). */
const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    title: 'حراج بزرگ غرفه‌های شهر',
    url: '/booth',
    serviceType: 'booth',
    section: 'top',
    svg: artwork('#0b7285', '#15aabf', '#0c8599', BAG),
  },
  {
    title: 'آگهی‌های خرید و فروش محله',
    url: '/ads',
    serviceType: 'ads',
    section: 'top',
    svg: artwork('#e8590c', '#fab005', '#f08c00', TAG),
  },
  {
    title: 'نوبت‌دهی آنلاین پزشکان شهر',
    url: '/doctor',
    serviceType: 'doctor',
    section: 'top',
    svg: artwork('#1864ab', '#4dabf7', '#1971c2', CROSS),
  },
  {
    // The lawyers' section is not open yet: its banner comes with it, never a link to a missing page.
    title: 'تبلیغات شهری با پاداش برای بینندگان',
    url: '/advertise',
    serviceType: 'advertise',
    section: 'top',
    svg: artwork('#5f3dc4', '#9775fa', '#6741d9', TAG),
  },
  {
    title: 'فرصت‌های شغلی تازه',
    url: '/work',
    serviceType: 'work',
    section: 'middle',
    svg: artwork('#2b8a3e', '#69db7c', '#2f9e44', BRIEFCASE),
  },
  {
    title: 'نمایشگاه خودروی شهر',
    url: '/booth',
    serviceType: 'autoExpo',
    section: 'middle',
    svg: artwork('#a61e4d', '#ff8787', '#c92a2a', CAR),
  },
];

/** A demo banner's image: the SVG drawn here rasterised by sharp, then stored as any upload is (WebP renditions). */
export async function drawBannerImage(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The demo banners of the home page, with images drawn in code and stored in the configured storage. Idempotent and
 * respectful of the back office: a place (home/top, home/middle) that already has any banner is left as it is, so
 * banners a manager edited or deleted are never brought back or overwritten. Without a storage (a caller that
 * cannot store files) nothing is seeded.
 */
export async function seedBanners(db: Db, storage?: FileStorage): Promise<number> {
  if (!storage) return 0;
  let inserted = 0;
  for (const section of ['top', 'middle'] as const) {
    const [existing] = await db
      .select({ id: banners.id })
      .from(banners)
      .where(and(eq(banners.location, 'home'), eq(banners.section, section)))
      .limit(1);
    if (existing) continue;
    const demos = DEMO_BANNERS.filter((demo) => demo.section === section);
    for (const [index, demo] of demos.entries()) {
      const image = await storeImage(storage, await drawBannerImage(demo.svg), {
        folder: BANNERS_FOLDER,
        sizes: BANNER_SIZES,
      });
      await db.insert(banners).values({
        image: image.path,
        imageLastModified: new Date(),
        url: demo.url,
        serviceType: demo.serviceType,
        location: 'home',
        section,
        status: ActiveStatus.active,
        title: demo.title,
        sortOrder: index,
      });
      inserted++;
    }
  }
  return inserted;
}
