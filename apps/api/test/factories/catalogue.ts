import { randomBytes } from 'node:crypto';
import { CategoryType, FileType } from '@shahrbazar/domain/enums/listing';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { PackageStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../src/db/client.ts';
import {
  generalCategories,
  generalSubCategories,
  generalSubSubCategories,
} from '../../src/modules/catalogue/category.table.ts';
import { tags } from '../../src/modules/catalogue/tag.table.ts';
import { cities, states } from '../../src/modules/geo/geo.table.ts';
import { files } from '../../src/modules/media/file.table.ts';
import { packages } from '../../src/modules/packages/package.table.ts';

/** A suffix that makes slugs unique across the tests sharing one database. */
export const unique = () => randomBytes(4).toString('hex');

/** A state with one city. */
export async function makeCity(db: Db, name = 'اردبیل') {
  const [state] = await db
    .insert(states)
    .values({ name: `استان ${name}`, slug: `state-${unique()}` })
    .returning();
  const [city] = await db
    .insert(cities)
    .values({ stateId: state!.id, name, slug: `city-${unique()}`, latitude: 38.25, longitude: 48.29 })
    .returning();
  return city!;
}

/** A three-level category chain of a tree (ads by default). */
export async function makeCategoryChain(db: Db, type: CategoryType = CategoryType.ads) {
  const [category] = await db
    .insert(generalCategories)
    .values({ type, title: 'کالای دیجیتال', slug: `digital-${unique()}` })
    .returning();
  const [sub] = await db
    .insert(generalSubCategories)
    .values({ generalCategoryId: category!.id, title: 'رایانه', slug: `computer-${unique()}` })
    .returning();
  const [subSub] = await db
    .insert(generalSubSubCategories)
    .values({ generalSubCategoryId: sub!.id, title: 'لپ‌تاپ', slug: `laptop-${unique()}` })
    .returning();
  return { category: category!, sub: sub!, subSub: subSub! };
}

/** A package (an active free ads package unless told otherwise). */
export async function makePackage(
  db: Db,
  values: Partial<typeof packages.$inferInsert> = {},
): Promise<typeof packages.$inferSelect> {
  const [row] = await db
    .insert(packages)
    .values({
      planType: PlanType.free,
      type: PackageType.ads,
      title: 'رایگان',
      price: 0,
      days: 30,
      status: PackageStatus.active,
      ...values,
    })
    .returning();
  return row!;
}

/** An uploaded image of a user, as POST /api/v1/files records it. */
export async function makeImageFile(db: Db, userId: number) {
  const name = `/images/files/2026/11/${unique()}`;
  const [row] = await db
    .insert(files)
    .values({
      userId,
      fileType: FileType.image,
      path: `${name}-large.webp`,
      data: {
        mime: 'image/webp',
        bytes: 1000,
        width: 800,
        height: 600,
        variants: { large: `${name}-large.webp` },
        keys: [],
      },
    })
    .returning();
  return row!;
}

/** A tag of its own (a unique title and slug): listings and posts name it by id. */
export async function makeTag(db: Db, title = 'برچسب') {
  const suffix = unique();
  const [tag] = await db
    .insert(tags)
    .values({ title: `${title} ${suffix}`, slug: `tag-${suffix}` })
    .returning();
  return tag!;
}
