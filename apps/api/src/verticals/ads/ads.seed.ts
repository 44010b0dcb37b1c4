import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../modules/media/storage.ts';
import { adsVertical } from './ads.vertical.ts';
import { BOOK, seedDemoListings } from '../../seed/demo-listings.ts';
import { defineVerticalSeed } from '../../seed/vertical-seed.ts';

// Pictures drawn around (0, 0), about 260 px across, white on a coloured card (no text: see banners.ts).
export const PHONE = `<rect x="-70" y="-130" width="140" height="260" rx="22" fill="#ffffff"/>
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
  /** The owner marked it «فوری» (the urgent filter). */
  urgent?: boolean;
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
    urgent: true,
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
 * drawn here and stored as uploads are, published and approved through the listing core itself (demo-listings.ts).
 */
export function seedDemoAds(db: Db, storage?: FileStorage): Promise<number> {
  return seedDemoListings(
    db,
    storage,
    adsVertical,
    DEMO_ADS.map((demo) => ({ ...demo, fields: { price: demo.price, is_urgent: demo.urgent ?? false } })),
  );
}

/** Its demo, found in this folder by the demo seed, in its place among the verticals' (seed/vertical-seed.ts). */
export const adsSeed = defineVerticalSeed({ key: 'ads', order: 1, run: seedDemoAds });
