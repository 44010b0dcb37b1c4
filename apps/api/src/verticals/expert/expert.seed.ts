import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../modules/media/storage.ts';
import { expertVertical } from './expert.vertical.ts';
import { type DemoListing, seedDemoListings } from '../../seed/demo-listings.ts';
import { defineVerticalSeed } from '../../seed/vertical-seed.ts';

// Pictures drawn around (0, 0), white on a coloured card (no text: see banners.ts).
const WRENCH = `<path d="M-110 110 l150 -150 a60 60 0 1 1 40 40 l-150 150 a28 28 0 0 1 -40 -40 z" fill="#ffffff"/>
  <circle cx="75" cy="-75" r="22" fill-opacity="0.35" fill="#000000"/>`;
const BOLT = `<path d="M20 -140 l-100 160 h70 l-30 120 l110 -170 h-75 z" fill="#ffffff"/>`;
const PERSON = `<circle cx="0" cy="-70" r="55" fill="#ffffff"/>
  <path d="M-110 130 q0 -110 110 -110 q110 0 110 110 z" fill="#ffffff"/>`;
const SCREEN = `<rect x="-130" y="-100" width="260" height="170" rx="12" fill="#ffffff"/>
  <rect x="-112" y="-84" width="224" height="138" rx="4" fill-opacity="0.35" fill="#000000"/>
  <rect x="-40" y="80" width="80" height="20" fill="#ffffff"/>`;

/** Demo experts of the demo customer (README: demo accounts), live in Ardabil and Tehran. */
const DEMO_EXPERTS: readonly DemoListing[] = [
  {
    title: 'لوله‌کشی و تعمیرات آب و فاضلاب استاد کریمی',
    description: 'رفع نشتی، تعویض شیرآلات و لوله‌کشی ساختمان نوساز. اعزام سریع در سطح شهر، با ضمانت کار.',
    category: 'expert-plumbing',
    city: 'ardabil',
    tags: ['لوله‌کش', 'تعمیرات'],
    special: 'پاسخگویی شبانه‌روزی',
    picture: ['#1864ab', '#339af0', WRENCH],
    fields: { experience: 15 },
  },
  {
    title: 'برق‌کار ساختمان، سیم‌کشی و نصب روشنایی',
    description: 'سیم‌کشی کامل واحد، تعویض فیوز و کلید، نصب لوستر و چراغ. دارای کارت مهارت فنی‌وحرفه‌ای.',
    category: 'expert-electrical',
    city: 'ardabil',
    tags: ['برق‌کار', 'سیم‌کشی'],
    picture: ['#e67700', '#fcc419', BOLT],
    fields: { experience: 9 },
  },
  {
    title: 'تعمیر لپ‌تاپ و رایانه در محل',
    description: 'نصب ویندوز، ارتقای حافظه، تعمیر برد و تعویض صفحه‌نمایش. مشاوره رایگان پیش از تعمیر.',
    category: 'expert-computer-repair',
    city: 'ardabil',
    tags: ['تعمیر لپ تاپ', 'رایانه'],
    picture: ['#5f3dc4', '#9775fa', SCREEN],
    fields: { experience: 6 },
  },
  {
    title: 'معلم خصوصی ریاضی و فیزیک کنکور',
    description: 'تدریس خصوصی و نیمه‌خصوصی متوسطه دوم و کنکور تجربی و ریاضی، حضوری و آنلاین.',
    category: 'expert-school-tutors',
    city: 'tehran',
    tags: ['تدریس خصوصی', 'کنکور'],
    picture: ['#2b8a3e', '#69db7c', PERSON],
    fields: { experience: 11 },
  },
  {
    title: 'پرستار سالمند در منزل، شبانه‌روزی',
    description: 'مراقبت از سالمند با تجربه کار در بیمارستان؛ کمک در دارو، تغذیه و جابه‌جایی.',
    category: 'expert-elderly-care',
    city: 'ardabil',
    tags: ['پرستار', 'سالمند'],
    picture: ['#a61e4d', '#f783ac', PERSON],
    fields: { experience: 7 },
  },
];

/** Demo experts, seeded once through the listing core (demo-listings.ts). */
export function seedDemoExperts(db: Db, storage?: FileStorage): Promise<number> {
  return seedDemoListings(db, storage, expertVertical, DEMO_EXPERTS);
}

/** Its demo, found in this folder by the demo seed, in its place among the verticals' (seed/vertical-seed.ts). */
export const expertSeed = defineVerticalSeed({ key: 'expert', order: 2, run: seedDemoExperts });
