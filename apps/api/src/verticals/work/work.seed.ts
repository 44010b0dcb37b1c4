import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../modules/media/storage.ts';
import { workVertical } from './work.vertical.ts';
import { type DemoListing, seedDemoListings } from '../../seed/demo-listings.ts';
import { defineVerticalSeed } from '../../seed/vertical-seed.ts';

// Pictures drawn around (0, 0), white on a coloured card (no text: see banners.ts).
const BRIEFCASE = `<rect x="-140" y="-70" width="280" height="180" rx="18" fill="#ffffff"/>
  <path d="M-50 -70 v-35 a15 15 0 0 1 15 -15 h70 a15 15 0 0 1 15 15 v35" fill="none" stroke="#ffffff" stroke-width="18"/>
  <rect x="-140" y="0" width="280" height="14" fill-opacity="0.3" fill="#000000"/>`;
const CODE = `<path d="M-60 -80 l-90 80 l90 80" fill="none" stroke="#ffffff" stroke-width="28" stroke-linecap="round"/>
  <path d="M60 -80 l90 80 l-90 80" fill="none" stroke="#ffffff" stroke-width="28" stroke-linecap="round"/>`;
const CUP = `<path d="M-110 -60 h180 v90 a90 90 0 0 1 -180 0 z" fill="#ffffff"/>
  <path d="M70 -30 a45 45 0 0 1 0 90" fill="none" stroke="#ffffff" stroke-width="22"/>`;

/** Demo jobs of the demo customer (README: demo accounts), live in Ardabil and Tehran. */
const DEMO_JOBS: readonly DemoListing[] = [
  {
    title: 'استخدام برنامه‌نویس وب (React)',
    description: 'برای توسعه سامانه فروشگاهی به یک برنامه‌نویس فرانت‌اند با تجربه کار تیمی نیازمندیم.',
    category: 'work-programming',
    city: 'ardabil',
    tags: ['برنامه‌نویسی', 'فرانت‌اند'],
    special: 'فوری',
    picture: ['#1864ab', '#4dabf7', CODE],
    fields: {
      salary: 28_000_000,
      skills: ['React', 'TypeScript', 'CSS'],
      hoursWork: 'شنبه تا چهارشنبه، ۹ تا ۱۷',
      educationDegree: 'کارشناسی',
      businessName: 'نرم‌افزار آرتا',
      militaryStatus: 'endOfService',
      cooperationType: 'fullTime',
      gender: 'either',
      count: 2,
    },
  },
  {
    title: 'پشتیبان سایت به صورت دورکاری',
    description: 'پاسخگویی به پیام‌های مشتریان و به‌روزرسانی محصولات سایت از منزل.',
    category: 'work-it-support',
    city: 'ardabil',
    tags: ['دورکاری', 'پشتیبانی'],
    picture: ['#5f3dc4', '#b197fc', BRIEFCASE],
    fields: {
      salary: 12_000_000,
      skills: ['پشتیبانی مشتری', 'وردپرس'],
      hoursWork: 'روزانه ۶ ساعت، منعطف',
      educationDegree: 'دیپلم',
      businessName: 'فروشگاه اینترنتی شهرکالا',
      militaryStatus: 'either',
      cooperationType: 'telecommuting',
      gender: 'female',
      count: 1,
    },
  },
  {
    title: 'حسابدار آشنا به نرم‌افزار سپیدار',
    description: 'ثبت اسناد، تهیه گزارش‌های مالی و امور بیمه و مالیات یک شرکت بازرگانی.',
    category: 'work-accountant',
    city: 'ardabil',
    tags: ['حسابداری', 'سپیدار'],
    picture: ['#2b8a3e', '#8ce99a', BRIEFCASE],
    fields: {
      salary: 0,
      skills: ['سپیدار', 'اکسل'],
      hoursWork: 'شنبه تا پنجشنبه، ۸ تا ۱۶',
      educationDegree: 'کارشناسی حسابداری',
      businessName: 'بازرگانی سبلان',
      militaryStatus: 'either',
      cooperationType: 'fullTime',
      gender: 'either',
      count: 1,
    },
  },
  {
    title: 'باریستا برای کافه، پاره‌وقت عصرها',
    description: 'آشنا به دم‌آوری قهوه و خوش‌برخورد؛ آموزش در محل کار داده می‌شود.',
    category: 'work-waiter',
    city: 'ardabil',
    tags: ['کافه', 'باریستا'],
    picture: ['#e67700', '#ffd43b', CUP],
    fields: {
      salary: 8_000_000,
      skills: ['قهوه', 'لاته آرت'],
      hoursWork: 'عصرها ۱۶ تا ۲۲',
      educationDegree: '',
      businessName: 'کافه نارون',
      militaryStatus: 'either',
      cooperationType: 'partTime',
      gender: 'either',
      count: 2,
    },
  },
  {
    title: 'کارشناس دیجیتال مارکتینگ',
    description: 'مدیریت شبکه‌های اجتماعی و کمپین‌های تبلیغاتی یک برند پوشاک.',
    category: 'work-digital-marketing',
    city: 'tehran',
    tags: ['دیجیتال مارکتینگ', 'اینستاگرام'],
    picture: ['#c2255c', '#faa2c1', BRIEFCASE],
    fields: {
      salary: 20_000_000,
      skills: ['سئو', 'تبلیغات اینستاگرام'],
      hoursWork: 'شنبه تا چهارشنبه',
      educationDegree: 'کارشناسی',
      businessName: 'پوشاک آوا',
      militaryStatus: 'endOfService',
      cooperationType: 'project',
      gender: 'either',
      count: 1,
    },
  },
];

/** Demo jobs, seeded once through the listing core (demo-listings.ts). */
export function seedDemoJobs(db: Db, storage?: FileStorage): Promise<number> {
  return seedDemoListings(db, storage, workVertical, DEMO_JOBS);
}

/** Its demo, found in this folder by the demo seed, in its place among the verticals' (seed/vertical-seed.ts). */
export const workSeed = defineVerticalSeed({ key: 'work', order: 3, run: seedDemoJobs });
