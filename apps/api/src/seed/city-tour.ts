import { and, asc, eq } from 'drizzle-orm';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../db/client.ts';
import { cityTours, type StoredTourStop } from '../modules/city-tour/city-tour.table.ts';
import { cities } from '../modules/geo/geo.table.ts';
import { listings } from '../modules/listings/listing.table.ts';
import { saveUpload } from '../modules/media/file.service.ts';
import type { FileStorage } from '../modules/media/storage.ts';
import { findUserByMobile } from '../modules/users/user.repository.ts';
import { DEMO_USERS } from './demo-accounts.ts';
import { drawPicture } from './demo-listings.ts';

const DOME = `<path d="M-120 60 v-40 q0 -110 120 -130 q120 20 120 130 v40 z" fill="#ffffff"/>
<rect x="-150" y="60" width="300" height="50" rx="8" fill="#ffffff"/>`;
const BRIDGE = `<path d="M-180 40 h360 v30 h-360 z" fill="#ffffff"/>
<path d="M-150 70 q30 -70 60 0 M-60 70 q30 -70 60 0 M30 70 q30 -70 60 0 M120 70 q15 -40 30 0" stroke="#ffffff"
 stroke-width="14" fill="none"/>`;
const BAG = `<path d="M-110 -40 h220 l-20 170 h-180 z" fill="#ffffff"/>
<path d="M-55 -40 v-30 q55 -70 110 0 v30" stroke="#ffffff" stroke-width="16" fill="none"/>`;
const BAZAAR = `<path d="M-160 100 v-120 l40 -60 l40 60 l40 -60 l40 60 l40 -60 l40 60 l40 -60 l40 60 v120 z"
 fill="#ffffff"/>`;

/** The demo tour's places in Ardabil, in the order of the walk, each with its picture drawn like the demo listings'. */
const PLACES = [
  {
    title: 'بقعه شیخ صفی‌الدین اردبیلی',
    text: 'آرامگاه و خانقاه شیخ صفی، ثبت‌شده در میراث جهانی یونسکو؛ کاشی‌کاری و چینی‌خانه‌اش را از دست ندهید.',
    latitude: 38.2486,
    longitude: 48.2967,
    picture: ['#0b7285', '#66d9e8', DOME],
  },
  {
    title: 'بازار تاریخی اردبیل',
    text: 'بازار سرپوشیده با راسته‌ها و تیمچه‌های صفوی؛ جای خرید عسل سبلان، فرش و حلوای سیاه.',
    latitude: 38.2455,
    longitude: 48.2929,
    picture: ['#e8590c', '#ffc078', BAZAAR],
  },
  {
    title: 'پل هفت‌چشمه',
    text: 'پل آجری روی بالیخلی‌چای با هفت دهانه؛ غروب‌ها برای قدم زدن کنار رودخانه عالی است.',
    latitude: 38.2532,
    longitude: 48.2906,
    picture: ['#364fc7', '#91a7ff', BRIDGE],
  },
] as const;

/**
 * The demo city tour of Ardabil (ADR 0043): its three sights, with the city's first live booth and first live ad
 * between them. Only when the city has no tour yet (idempotent) and files can be stored.
 */
export async function seedDemoCityTour(db: Db, storage: FileStorage | undefined): Promise<number> {
  if (!storage) return 0;
  const [city] = await db.select().from(cities).where(eq(cities.slug, 'ardabil'));
  const admin = await findUserByMobile(db, DEMO_USERS[0]?.mobile ?? '');
  if (!city || !admin) return 0;
  const [existing] = await db.select({ id: cityTours.id }).from(cityTours).where(eq(cityTours.cityId, city.id));
  if (existing) return 0;
  const firstLive = async (vertical: string) => {
    const [row] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(
        and(eq(listings.vertical, vertical), eq(listings.cityId, city.id), eq(listings.status, ListingStatus.active)),
      )
      .orderBy(asc(listings.id))
      .limit(1);
    return row?.id;
  };
  const places: StoredTourStop[] = [];
  for (const place of PLACES) {
    const file = await saveUpload(db, storage, {
      userId: admin.id,
      upload: {
        buffer: await drawPicture(place.picture[0], place.picture[1], place.picture[2]),
        mime: 'image/png',
        kind: 'image',
        filename: 'city-tour.png',
        fields: { title: place.title },
      },
    });
    places.push({
      kind: 'place',
      title: place.title,
      text: place.text,
      image: file.path,
      latitude: place.latitude,
      longitude: place.longitude,
    });
  }
  const [booth, ad] = [await firstLive('booth'), await firstLive('ads')];
  // The booth's stop has a picture of the tour's own (a booth's page shows its logo, not the listing's images).
  const boothPicture = booth
    ? await saveUpload(db, storage, {
        userId: admin.id,
        upload: {
          buffer: await drawPicture('#2b8a3e', '#8ce99a', BAG),
          mime: 'image/png',
          kind: 'image',
          filename: 'city-tour.png',
          fields: { title: 'سوغات اردبیل' },
        },
      })
    : undefined;
  const stops: StoredTourStop[] = [
    places[0]!,
    ...(booth
      ? [
          {
            kind: 'listing' as const,
            listingId: booth,
            text: 'سوغات شهر را از غرفه‌های شهربازار بخرید.',
            image: boothPicture?.path ?? '',
          },
        ]
      : []),
    places[1]!,
    ...(ad ? [{ kind: 'listing' as const, listingId: ad, text: 'یکی از آگهی‌های تازه همین حوالی.' }] : []),
    places[2]!,
  ];
  await db.insert(cityTours).values({
    cityId: city.id,
    title: 'یک روز در اردبیل',
    description: 'از بقعه شیخ صفی تا پل هفت‌چشمه، با غرفه‌ها و آگهی‌های شهر در مسیر.',
    stops,
  });
  return 1;
}
