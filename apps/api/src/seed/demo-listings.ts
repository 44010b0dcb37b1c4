import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type ListingWrite, ListingWriteSchema } from '@shahrbazar/domain/api/listing.schema';
import { PlanType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus, PackageStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../db/client.ts';
import { generalSubCategories, generalSubSubCategories } from '../modules/catalogue/category.table.ts';
import { cities } from '../modules/geo/geo.table.ts';
import type { VerticalDefinition } from '../modules/listings/define-vertical.ts';
import { moveListing } from '../modules/listings/listing-status.service.ts';
import { publishListing } from '../modules/listings/listing.service.ts';
import { listings } from '../modules/listings/listing.table.ts';
import { saveUpload } from '../modules/media/file.service.ts';
import type { FileStorage } from '../modules/media/storage.ts';
import { packages } from '../modules/packages/package.table.ts';
import { findUserByMobile } from '../modules/users/user.repository.ts';
import { DEMO_USERS } from './demo-accounts.ts';

/** An open book, drawn around (0, 0) as the demo pictures are: a second-hand book's ad, a bookshop's city ad. */
export const BOOK = `<path d="M0 -90 q-70 -30 -140 0 v190 q70 -30 140 0 z" fill="#ffffff"/>
  <path d="M0 -90 q70 -30 140 0 v190 q-70 -30 -140 0 z" fill="#ffffff" fill-opacity="0.8"/>`;

/** A demo listing's picture: the drawing on a two-colour card, 800 px square, as a PNG to store as any upload is. */
export async function drawPicture(from: string, to: string, picture: string): Promise<Buffer> {
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

/** One demo listing of any vertical: the core's fields, and the vertical's own as its write body names them. */
export interface DemoListing {
  title: string;
  description: string;
  /** Slug of its category at the vertical's level in the seeded tree. */
  category: string;
  city: string;
  tags: string[];
  special?: string;
  picture: [from: string, to: string, drawing: string];
  fields: Record<string, unknown>;
  /** Which demo user owns it (index in DEMO_USERS); the demo customer by default. */
  owner?: number;
}

/**
 * Demo listings of a vertical, published and approved through the listing core itself (so they carry a slugId,
 * normalised search text and a free package's subscription), with pictures drawn here and stored as uploads are.
 * Seeded once: nothing is added when any listing of the vertical exists, so listings a manager or a demo user
 * changed or deleted are never brought back. Without a storage, none.
 */
export async function seedDemoListings(
  db: Db,
  storage: FileStorage | undefined,
  vertical: VerticalDefinition,
  demos: readonly DemoListing[],
): Promise<number> {
  if (!storage) return 0;
  const [any] = await db.select({ id: listings.id }).from(listings).where(eq(listings.vertical, vertical.key)).limit(1);
  if (any) return 0;
  const [free] = await db
    .select()
    .from(packages)
    .where(
      and(
        eq(packages.type, vertical.packageType),
        eq(packages.planType, PlanType.free),
        eq(packages.status, PackageStatus.active),
      ),
    )
    .limit(1);
  if (!free) return 0;

  const Write = ListingWriteSchema.extend(vertical.detail.write.shape);
  const table = vertical.categoryLevel === 'subCategory' ? generalSubCategories : generalSubSubCategories;
  const field = vertical.categoryLevel === 'subCategory' ? 'general_sub_category_id' : 'general_sub_sub_category_id';
  let inserted = 0;
  for (const demo of demos) {
    const owner = await findUserByMobile(db, DEMO_USERS[demo.owner ?? DEMO_USERS.length - 1]?.mobile ?? '');
    const [category] = await db.select({ id: table.id }).from(table).where(eq(table.slug, demo.category));
    const [city] = await db.select().from(cities).where(eq(cities.slug, demo.city));
    if (!owner || !category || !city) continue;
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
    // Validated as the API validates a posted listing (defaults, JSON lists).
    const input = Write.parse({
      ...demo.fields,
      city_id: city.id,
      package_id: free.id,
      [field]: category.id,
      title: demo.title,
      description: demo.description,
      tags: JSON.stringify(demo.tags),
      images: JSON.stringify([{ id: file.id }]),
      // Spread around the city's centre (a few hundred metres, the same every run), so the city map shows streets.
      latitude: city.latitude + (((inserted * 7) % 11) - 5) * 0.0015,
      longitude: city.longitude + (((inserted * 5) % 13) - 6) * 0.0015,
    }) as ListingWrite;
    const row = await publishListing(db, vertical, owner.id, input);
    const live = await moveListing(db, row, ListingStatus.active, 'manager', {
      subscriptionType: vertical.subscriptionType,
      noun: vertical.noun,
    });
    if (demo.special) {
      await db.update(listings).set({ isSpecial: true, specialText: demo.special }).where(eq(listings.id, live.id));
    }
    inserted++;
  }
  return inserted;
}
