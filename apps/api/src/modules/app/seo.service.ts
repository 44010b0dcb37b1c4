import { eq } from 'drizzle-orm';
import type { SeoSetting } from '@shahrbazar/domain/api/catalogue.schema';
import {
  SEO_PAGE_TYPES,
  isSeoPageType,
  type SeoPageType,
  type SeoWriteSchema,
} from '@shahrbazar/domain/api/settings.schema';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { seoSettings } from './seo.table.ts';

// SEO setting of the spec: one row per page type (title, section title, meta title, meta description).

const blankSeo = (type: SeoPageType): SeoSetting => ({
  id: 0,
  type,
  title: '',
  sectionTitle: '',
  metaTitle: '',
  metaDescription: '',
});

/** The SEO setting of every page type, in the catalogue's order (id 0 for a type never set). */
export async function listSeo(db: Db): Promise<SeoSetting[]> {
  const rows = await db.select().from(seoSettings);
  return SEO_PAGE_TYPES.map((type) => rows.find((row) => row.type === type) ?? blankSeo(type));
}

/** One page type's SEO setting; an unknown type is not found. */
export async function findSeo(db: Db, type: string): Promise<SeoSetting> {
  if (!isSeoPageType(type)) throw new AppError('not_found');
  const [row] = await db.select().from(seoSettings).where(eq(seoSettings.type, type));
  return row ?? blankSeo(type);
}

export async function saveSeo(db: Db, type: string, input: z.output<typeof SeoWriteSchema>): Promise<SeoSetting> {
  if (!isSeoPageType(type)) throw new AppError('not_found');
  const [row] = await db
    .insert(seoSettings)
    .values({ type, ...input })
    .onConflictDoUpdate({ target: seoSettings.type, set: input })
    .returning();
  if (!row) throw new AppError('not_found');
  return row;
}
