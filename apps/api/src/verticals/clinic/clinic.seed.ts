import { and, eq } from 'drizzle-orm';
import type { BookWrite } from '@shahrbazar/domain/api/appointment.schema';
import type { TariffWrite } from '@shahrbazar/domain/api/tariff.schema';
import type { Db } from '../../db/client.ts';
import { listings } from '../../modules/listings/listing.table.ts';
import { replaceTariffs } from '../../modules/tariffs/tariff.service.ts';
import { clinicTariffHost } from './clinic.service.ts';
import type { FileStorage } from '../../modules/media/storage.ts';
import { clinicVertical } from './clinic.vertical.ts';
import { demoBook, SAT_TO_THU, SAT_TO_WED, seedDemoBooks, weekly } from '../../seed/demo-books.ts';
import { type DemoListing, seedDemoListings } from '../../seed/demo-listings.ts';
import { defineVerticalSeed } from '../../seed/vertical-seed.ts';

// Pictures drawn around (0, 0), white on a coloured card (no text: see banners.ts).
const CROSS = `<path d="M-45 -140 h90 v95 h95 v90 h-95 v95 h-90 v-95 h-95 v-90 h95 z" fill="#ffffff"/>`;
const HEART = `<path d="M0 120 C-160 10 -150 -120 -60 -120 C-20 -120 0 -90 0 -70 C0 -90 20 -120 60 -120
  C150 -120 160 10 0 120 z" fill="#ffffff"/>`;
const TOOTH = `<path d="M-90 -110 q90 -40 180 0 q30 60 -10 130 l-20 100 q-15 25 -30 -10 l-20 -70 l-20 70
  q-15 35 -30 10 l-20 -100 q-40 -70 -10 -130 z" fill="#ffffff"/>`;
const CHILD = `<circle cx="0" cy="-60" r="60" fill="#ffffff"/>
  <path d="M-90 130 q0 -100 90 -100 q90 0 90 100 z" fill="#ffffff"/>`;

/** Demo doctors of the demo customer (README: demo accounts), live in Ardabil and Tehran. */
const DEMO_CLINICS: readonly DemoListing[] = [
  {
    title: 'دکتر مریم حسینی، متخصص قلب و عروق',
    description: 'فلوشیپ اکوکاردیوگرافی، ویزیت بیماران قلبی، فشار خون و چربی خون. نوبت‌دهی اینترنتی و مشاوره تلفنی.',
    category: 'clinic-cardiology',
    city: 'ardabil',
    tags: ['قلب', 'اکو'],
    special: 'نوبت امروز',
    picture: ['#c92a2a', '#ff8787', HEART],
    fields: {
      medicalSystemNumber: '۱۲۳۴۵۶',
      experience: 14,
      callNumber: '۰۴۵-۳۳۱۲۳۴۵۶',
      address: 'اردبیل، خیابان امام، ساختمان پزشکان سینا، طبقه دوم',
    },
  },
  {
    title: 'دکتر علی کریمی، متخصص کودکان و نوزادان',
    description: 'ویزیت نوزاد و کودک، واکسیناسیون و پایش رشد. مطب مجهز به اتاق بازی کودک.',
    category: 'clinic-pediatrics',
    city: 'ardabil',
    tags: ['کودکان', 'نوزاد'],
    picture: ['#1864ab', '#74c0fc', CHILD],
    fields: {
      medicalSystemNumber: '۲۳۴۵۶۷',
      experience: 9,
      callNumber: '۰۴۵-۳۳۲۲۱۱۰۰',
      address: 'اردبیل، میدان شریعتی، کوچه بهار، پلاک ۱۲',
    },
  },
  {
    title: 'دکتر سارا رحیمی، دندانپزشک عمومی',
    description: 'ترمیم، عصب‌کشی، جرم‌گیری و بلیچینگ. درمان بدون درد با بی‌حسی کامپیوتری.',
    category: 'clinic-general-dentist',
    city: 'ardabil',
    tags: ['دندانپزشک', 'جرم گیری'],
    picture: ['#0b7285', '#66d9e8', TOOTH],
    fields: {
      type: 'clinic',
      medicalSystemNumber: '۳۴۵۶۷',
      experience: 6,
      callNumber: '۰۴۵-۳۳۴۴۵۵۶۶',
      address: 'اردبیل، خیابان دانشگاه، کلینیک دندانپزشکی لبخند',
    },
  },
  {
    title: 'دکتر رضا نوری، پزشک عمومی و پزشک خانواده',
    description: 'ویزیت عمومی، چکاپ سالانه و پیگیری بیماری‌های مزمن. ویزیت در منزل با هماهنگی.',
    category: 'clinic-gp',
    city: 'tehran',
    tags: ['پزشک عمومی', 'چکاپ'],
    picture: ['#2b8a3e', '#8ce99a', CROSS],
    fields: {
      medicalSystemNumber: '۴۵۶۷۸۹',
      experience: 20,
      callNumber: '۰۲۱-۸۸۷۷۶۶۵۵',
      address: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، ساختمان ۲۴',
    },
  },
];

/** The demo doctors' tariffs, by title: a visit, and the consultations that turn their flags on. */
const DEMO_TARIFFS: Readonly<Record<string, TariffWrite[]>> = {
  [DEMO_CLINICS[0]!.title]: [
    { title: 'ویزیت حضوری', price: 350_000, discount: 0, description: 'همراه با نوار قلب' },
    { title: 'مشاوره تلفنی', price: 150_000, discount: 30_000, description: 'تا ۱۵ دقیقه' },
    { title: 'مشاوره متنی', price: 100_000, discount: 0, description: 'پاسخ تا ۲۴ ساعت' },
  ],
  [DEMO_CLINICS[1]!.title]: [
    { title: 'ویزیت حضوری', price: 280_000, discount: 0, description: '' },
    { title: 'مشاوره متنی', price: 80_000, discount: 0, description: 'پرسش درباره تغذیه و رشد کودک' },
  ],
  [DEMO_CLINICS[3]!.title]: [{ title: 'ویزیت حضوری', price: 200_000, discount: 20_000, description: '' }],
};

/**
 * Each demo doctor's appointment book (modules/appointments, ADR 0034), by title: its weekly hours, visit length and
 * online booking, the one truth its page and card read (issue 29), so that a visitor of a fresh install finds free
 * slots in the coming days and can book one (ADR 0055).
 */
const DEMO_BOOKS: Readonly<Record<string, BookWrite>> = {
  [DEMO_CLINICS[0]!.title]: demoBook(weekly(SAT_TO_WED, '16:00', '20:00'), 20, 350_000),
  [DEMO_CLINICS[1]!.title]: demoBook(weekly(SAT_TO_THU, '17:00', '21:00'), 15, 280_000),
  [DEMO_CLINICS[2]!.title]: demoBook(weekly(SAT_TO_THU, '09:00', '14:00'), 30, 250_000),
  [DEMO_CLINICS[3]!.title]: demoBook(weekly(SAT_TO_THU, '08:00', '13:00'), 15, 180_000),
};

/** The demo clinic of a title, if it is seeded. */
async function demoClinic(db: Db, title: string) {
  const [clinic] = await db
    .select({ id: listings.id, userId: listings.userId })
    .from(listings)
    .where(and(eq(listings.vertical, clinicVertical.key), eq(listings.title, title)));
  return clinic;
}

/** Demo clinics, seeded once through the listing core (demo-listings.ts), with their tariffs (modules/tariffs). */
export async function seedDemoClinics(db: Db, storage?: FileStorage): Promise<number> {
  const inserted = await seedDemoListings(db, storage, clinicVertical, DEMO_CLINICS);
  if (inserted > 0) {
    for (const [title, tariffs] of Object.entries(DEMO_TARIFFS)) {
      const clinic = await demoClinic(db, title);
      if (clinic) await replaceTariffs(db, clinicTariffHost, clinic.userId, clinic.id, tariffs);
    }
  }
  await seedDemoBooks(db, clinicVertical, DEMO_BOOKS);
  return inserted;
}

/** Its demo, found in this folder by the demo seed, in its place among the verticals' (seed/vertical-seed.ts). */
export const clinicSeed = defineVerticalSeed({ key: 'clinic', order: 5, run: seedDemoClinics });
