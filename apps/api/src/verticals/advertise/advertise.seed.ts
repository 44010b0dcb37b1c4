import { and, eq } from 'drizzle-orm';
import { type ListingWrite, ListingWriteSchema } from '@shahrbazar/domain/api/listing.schema';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus, PackageStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../db/client.ts';
import { generalSubCategories } from '../../modules/catalogue/category.table.ts';
import { cities } from '../../modules/geo/geo.table.ts';
import { moveListing } from '../../modules/listings/listing-status.service.ts';
import { publishListing } from '../../modules/listings/listing.service.ts';
import { listings } from '../../modules/listings/listing.table.ts';
import { saveUpload } from '../../modules/media/file.service.ts';
import type { FileStorage } from '../../modules/media/storage.ts';
import { packages } from '../../modules/packages/package.table.ts';
import { findUserByMobile } from '../../modules/users/user.repository.ts';
import { advertiseVertical } from './advertise.vertical.ts';
import { BOOK, drawPicture } from '../../seed/demo-listings.ts';
import { DEMO_USERS } from '../../seed/demo-accounts.ts';
import { defineVerticalSeed } from '../../seed/vertical-seed.ts';

// Pictures of the city ads, drawn like the classified ads' (white on a coloured card, no text).
const CUP = `<path d="M-90 -60 h150 v90 a75 75 0 0 1 -150 0 z" fill="#ffffff"/>
  <path d="M60 -40 a40 40 0 0 1 0 80" stroke="#ffffff" stroke-width="18" fill="none"/>
  <rect x="-120" y="100" width="210" height="16" rx="8" fill="#ffffff"/>`;
const SCISSORS = `<circle cx="-60" cy="70" r="34" stroke="#ffffff" stroke-width="16" fill="none"/>
  <circle cx="60" cy="70" r="34" stroke="#ffffff" stroke-width="16" fill="none"/>
  <path d="M-40 45 L60 -110 M40 45 L-60 -110" stroke="#ffffff" stroke-width="16"/>`;
const DUMBBELL = `<rect x="-100" y="-12" width="200" height="24" rx="8" fill="#ffffff"/>
  <rect x="-140" y="-60" width="40" height="120" rx="10" fill="#ffffff"/>
  <rect x="100" y="-60" width="40" height="120" rx="10" fill="#ffffff"/>`;

interface DemoCityAd {
  title: string;
  description: string;
  /** Slug of its sub-category in the seeded advertise tree. */
  category: string;
  city: string;
  links: { instagram?: string; telegram?: string; website?: string; phone?: string; whatsapp?: string };
  /** The reward it would offer each viewer (toman) and to how many; turned on by its owner with wallet money. */
  reward: [reward: number, count: number];
  special?: string;
  picture: [from: string, to: string, drawing: string];
}

const DEMO_CITY_ADS: readonly DemoCityAd[] = [
  {
    title: 'کافه کتاب شهر؛ قهوه و کتاب با ۱۵٪ تخفیف دانشجویی',
    description: 'هر روز از ۸ صبح تا ۱۱ شب، خیابان شریعتی. عصرهای پنجشنبه کتاب‌خوانی با موسیقی زنده.',
    category: 'adv-cafes',
    city: 'ardabil',
    links: { instagram: 'cafe.ketab.shahr', phone: '04533123456', website: 'https://cafe-ketab.example' },
    reward: [5_000, 20],
    special: 'تخفیف',
    picture: ['#862e9c', '#cc5de8', CUP],
  },
  {
    title: 'آرایشگاه مردانه آقای خوش‌تیپ؛ اصلاح و گریم داماد',
    description: 'بدون نوبت قبلی تا ساعت ۵ عصر؛ بعد از آن با نوبت تلفنی. پارکینگ رایگان.',
    category: 'adv-barbers',
    city: 'ardabil',
    links: { whatsapp: '09141234567', telegram: 'khoshtip_barber', phone: '09141234567' },
    reward: [3_000, 10],
    picture: ['#364fc7', '#5c7cfa', SCISSORS],
  },
  {
    title: 'باشگاه بدنسازی المپیک؛ ثبت‌نام ترم تابستان',
    description: 'سالن بانوان و آقایان جداگانه، مربی خصوصی، برنامه تغذیه. یک جلسه آزمایشی رایگان.',
    category: 'adv-gyms',
    city: 'tehran',
    links: { instagram: 'olympic.gym', phone: '02188776655' },
    reward: [0, 0],
    picture: ['#d9480f', '#ff922b', DUMBBELL],
  },
  {
    title: 'آموزشگاه زبان افق؛ کلاس‌های مکالمه انگلیسی و آلمانی',
    description: 'ترم جدید از اول ماه، کلاس‌های حضوری و آنلاین، تعیین سطح رایگان.',
    category: 'adv-language-schools',
    city: 'tabriz',
    links: { website: 'https://ofogh-language.example', phone: '04135556677' },
    reward: [2_000, 30],
    picture: ['#0b7285', '#22b8cf', BOOK],
  },
];

/**
 * Demo city ads of the demo customer, live in Ardabil, Tehran and Tabriz, published and approved through the listing
 * core (like the demo classified ads). Their rewards are set but not running: running one holds real wallet money,
 * which its owner does from the panel. Seeded once (nothing is added when any city ad exists); without a storage,
 * none.
 */
export async function seedDemoCityAds(db: Db, storage?: FileStorage): Promise<number> {
  if (!storage) return 0;
  const [any] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.vertical, advertiseVertical.key))
    .limit(1);
  if (any) return 0;
  const owner = await findUserByMobile(db, DEMO_USERS[DEMO_USERS.length - 1]?.mobile ?? '');
  const [free] = await db
    .select()
    .from(packages)
    .where(
      and(
        eq(packages.type, PackageType.advertise),
        eq(packages.planType, PlanType.free),
        eq(packages.status, PackageStatus.active),
      ),
    )
    .limit(1);
  if (!owner || !free) return 0;

  const Write = ListingWriteSchema.extend(advertiseVertical.detail.write.shape);
  let inserted = 0;
  for (const demo of DEMO_CITY_ADS) {
    const [category] = await db
      .select({ id: generalSubCategories.id })
      .from(generalSubCategories)
      .where(eq(generalSubCategories.slug, demo.category));
    const [city] = await db.select().from(cities).where(eq(cities.slug, demo.city));
    if (!category || !city) continue;
    const file = await saveUpload(db, storage, {
      userId: owner.id,
      upload: {
        buffer: await drawPicture(...demo.picture),
        mime: 'image/png',
        kind: 'image',
        filename: `${demo.category}.png`,
        fields: { title: demo.title },
      },
    });
    const input = Write.parse({
      city_id: city.id,
      package_id: free.id,
      general_sub_category_id: category.id,
      title: demo.title,
      description: demo.description,
      ...demo.links,
      reward: demo.reward[0],
      numberReward: demo.reward[1],
      images: JSON.stringify([{ id: file.id }]),
      latitude: city.latitude,
      longitude: city.longitude,
    }) as ListingWrite;
    const row = await publishListing(db, advertiseVertical, owner.id, input);
    const live = await moveListing(db, row, ListingStatus.active, 'manager', {
      subscriptionType: advertiseVertical.subscriptionType,
      noun: advertiseVertical.noun,
    });
    if (demo.special) {
      await db.update(listings).set({ isSpecial: true, specialText: demo.special }).where(eq(listings.id, live.id));
    }
    inserted++;
  }
  return inserted;
}

/** Its demo, found in this folder by the demo seed, in its place among the verticals' (seed/vertical-seed.ts). */
export const advertiseSeed = defineVerticalSeed({ key: 'advertise', order: 4, run: seedDemoCityAds });
