import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type ListingWrite, ListingWriteSchema } from '@shahrbazar/domain/api/listing.schema';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus, PackageStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../db/client.ts';
import { generalSubSubCategories } from '../modules/catalogue/category.table.ts';
import { cities } from '../modules/geo/geo.table.ts';
import { moveListing } from '../modules/listings/listing-status.service.ts';
import { publishListing } from '../modules/listings/listing.service.ts';
import { listings } from '../modules/listings/listing.table.ts';
import { saveUpload } from '../modules/media/file.service.ts';
import type { FileStorage } from '../modules/media/storage.ts';
import { packages } from '../modules/packages/package.table.ts';
import { findUserByMobile } from '../modules/users/user.repository.ts';
import { adsVertical } from '../verticals/ads/ads.vertical.ts';
import { DEMO_USERS } from './demo-accounts.ts';

// Pictures drawn around (0, 0), about 260 px across, white on a coloured card (no text: see banners.ts).
const PHONE = `<rect x="-70" y="-130" width="140" height="260" rx="22" fill="#ffffff"/>
  <rect x="-55" y="-105" width="110" height="195" rx="6" fill-opacity="0.35" fill="#000000"/>
  <circle cx="0" cy="110" r="9" fill-opacity="0.35" fill="#000000"/>`;
const LAPTOP = `<rect x="-110" y="-90" width="220" height="140" rx="12" fill="#ffffff"/>
  <rect x="-95" y="-76" width="190" height="112" rx="4" fill-opacity="0.35" fill="#000000"/>
  <path d="M-150 60 h300 l-20 30 h-260 z" fill="#ffffff"/>`;
const CAR = `<path d="M-140 20 l30 -70 h170 l45 70 h25 v50 h-300 v-50 z" fill="#ffffff"/>
  <circle cx="-75" cy="75" r="30" fill="#343a40"/><circle cx="75" cy="75" r="30" fill="#343a40"/>
  <circle cx="-75" cy="75" r="13" fill="#ffffff"/><circle cx="75" cy="75" r="13" fill="#ffffff"/>`;
const HOUSE = `<path d="M-130 -10 l130 -110 l130 110 z" fill="#ffffff"/>
  <rect x="-105" y="-10" width="210" height="130" fill="#ffffff"/>
  <rect x="-25" y="40" width="50" height="80" fill-opacity="0.35" fill="#000000"/>`;
const SOFA = `<rect x="-130" y="-60" width="260" height="90" rx="24" fill="#ffffff"/>
  <rect x="-150" y="-10" width="300" height="80" rx="20" fill="#ffffff"/>
  <rect x="-130" y="70" width="20" height="30" fill="#ffffff"/><rect x="110" y="70" width="20" height="30" fill="#ffffff"/>`;
const BOOK = `<path d="M0 -90 q-70 -30 -140 0 v190 q70 -30 140 0 z" fill="#ffffff"/>
  <path d="M0 -90 q70 -30 140 0 v190 q-70 -30 -140 0 z" fill="#ffffff" fill-opacity="0.8"/>`;

/** A demo ad's picture: the drawing on a two-colour card, 800 px square, as a PNG to store as any upload is. */
export async function drawAdPicture(from: string, to: string, picture: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="-400 -400 800 800">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect x="-400" y="-400" width="800" height="800" fill="url(#bg)"/>
  <circle cx="260" cy="-260" r="220" fill="#ffffff" fill-opacity="0.1"/>
  <g transform="scale(1.6)">${picture}</g>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface DemoAd {
  title: string;
  description: string;
  /** Toman; 0 is «توافقی». */
  price: number;
  /** Slug of its sub-sub category in the seeded ads tree. */
  category: string;
  city: string;
  tags: string[];
  special?: string;
  picture: [from: string, to: string, drawing: string];
}

const DEMO_ADS: readonly DemoAd[] = [
  {
    title: 'گوشی سامسونگ گلکسی A54 در حد نو',
    description: 'شش ماه کارکرد، با جعبه و شارژر اصلی، بدون خط و خش. فقط فروش، معاوضه ندارم.',
    price: 14_500_000,
    category: 'ads-mobile-phone',
    city: 'ardabil',
    tags: ['سامسونگ', 'گوشی'],
    special: 'فوری',
    picture: ['#1c7ed6', '#15aabf', PHONE],
  },
  {
    title: 'لپ‌تاپ ایسوس ویووبوک ۱۵ اینچ',
    description: 'رم ۱۶ گیگ، حافظه SSD پانصد گیگ، باتری سالم. مناسب کار اداری و دانشجویی.',
    price: 28_000_000,
    category: 'ads-laptop',
    city: 'ardabil',
    tags: ['لپ تاپ', 'ایسوس'],
    picture: ['#5f3dc4', '#845ef7', LAPTOP],
  },
  {
    title: 'پژو ۲۰۶ تیپ ۲ مدل ۱۳۹۸',
    description: 'بدنه بدون رنگ، فنی سالم، بیمه تا آخر سال. کارکرد ۹۵ هزار کیلومتر.',
    price: 520_000_000,
    category: 'ads-car-sedan',
    city: 'ardabil',
    tags: ['پژو', 'خودرو'],
    picture: ['#c92a2a', '#f76707', CAR],
  },
  {
    title: 'آپارتمان ۸۵ متری دو خواب، شهرک کارشناسان',
    description: 'طبقه دوم، آسانسور و پارکینگ و انباری، نورگیر عالی. سند تک‌برگ.',
    price: 4_200_000_000,
    category: 'ads-sale-apartment',
    city: 'ardabil',
    tags: ['آپارتمان', 'فروش'],
    special: 'ویژه',
    picture: ['#2b8a3e', '#51cf66', HOUSE],
  },
  {
    title: 'اجاره آپارتمان ۷۰ متری نزدیک دانشگاه محقق',
    description: 'رهن و اجاره، مناسب زوج جوان. قیمت رهن و اجاره توافقی.',
    price: 0,
    category: 'ads-rent-apartment',
    city: 'ardabil',
    tags: ['اجاره', 'آپارتمان'],
    picture: ['#087f5b', '#20c997', HOUSE],
  },
  {
    title: 'مبل راحتی هفت نفره',
    description: 'پارچه مخمل، رنگ طوسی، دو سال استفاده. به علت جابه‌جایی فروخته می‌شود.',
    price: 18_000_000,
    category: 'ads-sofas',
    city: 'ardabil',
    tags: ['مبل', 'لوازم خانگی'],
    picture: ['#e67700', '#fab005', SOFA],
  },
  {
    title: 'کتاب‌های کنکور تجربی ۱۴۰۳',
    description: 'مجموعه کامل تست و درسنامه، تمیز و بدون علامت‌گذاری.',
    price: 1_200_000,
    category: 'ads-books',
    city: 'ardabil',
    tags: ['کتاب', 'کنکور'],
    picture: ['#a61e4d', '#f06595', BOOK],
  },
  {
    title: 'آیفون ۱۳ معمولی ۱۲۸ گیگ',
    description: 'سلامت باتری ۸۸ درصد، رجیستر شده، همراه قاب و گلس.',
    price: 38_000_000,
    category: 'ads-mobile-phone',
    city: 'tehran',
    tags: ['آیفون', 'گوشی'],
    picture: ['#343a40', '#868e96', PHONE],
  },
  {
    title: 'تبلت لنوو تب M10 نسل سوم',
    description: 'مناسب کلاس آنلاین و کودکان، همراه کیف و شارژر.',
    price: 7_500_000,
    category: 'ads-tablet',
    city: 'tehran',
    tags: ['تبلت', 'لنوو'],
    picture: ['#1864ab', '#4dabf7', PHONE],
  },
  {
    title: 'پراید ۱۳۱ مدل ۱۳۹۷، دوگانه‌سوز',
    description: 'کم‌کار، لاستیک‌ها نو، معاینه فنی دارد.',
    price: 210_000_000,
    category: 'ads-car-sedan',
    city: 'tabriz',
    tags: ['پراید', 'خودرو'],
    picture: ['#495057', '#adb5bd', CAR],
  },
];

/**
 * Demo classified ads of the demo customer (README: demo accounts), live in Ardabil, Tehran and Tabriz with pictures
 * drawn here and stored as uploads are, published and approved through the listing core itself (so they carry a
 * slugId, normalised search text and a free package's subscription). Seeded once: nothing is added when any ad
 * exists, so ads a manager or the demo user changed or deleted are never brought back. Without a storage, none.
 */
export async function seedDemoAds(db: Db, storage?: FileStorage): Promise<number> {
  if (!storage) return 0;
  const [anyAd] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.vertical, adsVertical.key))
    .limit(1);
  if (anyAd) return 0;
  const owner = await findUserByMobile(db, DEMO_USERS[DEMO_USERS.length - 1]?.mobile ?? '');
  const [free] = await db
    .select()
    .from(packages)
    .where(
      and(
        eq(packages.type, PackageType.ads),
        eq(packages.planType, PlanType.free),
        eq(packages.status, PackageStatus.active),
      ),
    )
    .limit(1);
  if (!owner || !free) return 0;

  const Write = ListingWriteSchema.extend(adsVertical.detail.write.shape);
  let inserted = 0;
  for (const demo of DEMO_ADS) {
    const [category] = await db
      .select({ id: generalSubSubCategories.id })
      .from(generalSubSubCategories)
      .where(eq(generalSubSubCategories.slug, demo.category));
    const [city] = await db.select().from(cities).where(eq(cities.slug, demo.city));
    if (!category || !city) continue;
    const file = await saveUpload(db, storage, {
      userId: owner.id,
      upload: {
        buffer: await drawAdPicture(...demo.picture),
        mime: 'image/png',
        kind: 'image',
        filename: `${demo.category}.png`,
        fields: { title: demo.title },
      },
    });
    // Validated as the API validates a posted ad (defaults, JSON lists).
    const input = Write.parse({
      city_id: city.id,
      package_id: free.id,
      general_sub_sub_category_id: category.id,
      title: demo.title,
      description: demo.description,
      price: demo.price,
      tags: JSON.stringify(demo.tags),
      images: JSON.stringify([{ id: file.id }]),
      latitude: city.latitude,
      longitude: city.longitude,
    }) as ListingWrite;
    const row = await publishListing(db, adsVertical, owner.id, input);
    const live = await moveListing(db, row, ListingStatus.active, 'manager', {
      subscriptionType: adsVertical.subscriptionType,
    });
    if (demo.special) {
      await db.update(listings).set({ isSpecial: true, specialText: demo.special }).where(eq(listings.id, live.id));
    }
    inserted++;
  }
  return inserted;
}
