import { sql } from 'drizzle-orm';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Label } from '@shahrbazar/domain/i18n/locale';
import type { Db } from './client.ts';

/** What a row of a table is called, one and many, in both locales (Persian counts take the singular). */
interface Noun {
  fa: string;
  faMany: string;
  en: string;
  enMany: string;
}

/**
 * Human words for the tables that refer to rows a manager may delete: the refusal of a delete names what still uses
 * the row in these words (the error handler's generic refusal, and the counted ones of inUseRefusal).
 */
const TABLE_NOUNS: Record<string, Noun> = {
  listings: { fa: 'آگهی', faMany: 'آگهی‌ها', en: 'listing', enMany: 'listings' },
  products: { fa: 'محصول', faMany: 'محصولات غرفه‌ها', en: 'product', enMany: 'products' },
  cities: { fa: 'شهر', faMany: 'شهرها', en: 'city', enMany: 'cities' },
  general_sub_categories: { fa: 'زیردسته', faMany: 'زیردسته‌ها', en: 'sub category', enMany: 'sub categories' },
  general_sub_sub_categories: {
    fa: 'زیردستهٔ سطح سوم',
    faMany: 'زیردسته‌های سطح سوم',
    en: 'sub-sub category',
    enMany: 'sub-sub categories',
  },
  lawyer_questions: { fa: 'پرسش حقوقی', faMany: 'پرسش‌های حقوقی', en: 'legal question', enMany: 'legal questions' },
  subscriptions: { fa: 'اشتراک', faMany: 'اشتراک‌ها', en: 'subscription', enMany: 'subscriptions' },
  payments: { fa: 'پرداخت', faMany: 'پرداخت‌ها', en: 'payment', enMany: 'payments' },
  section_ads: { fa: 'تبلیغ بخش', faMany: 'تبلیغ‌های بخش‌ها', en: 'section ad', enMany: 'section ads' },
  post_tags: { fa: 'نوشته', faMany: 'نوشته‌های وبلاگ', en: 'blog post', enMany: 'blog posts' },
  users: { fa: 'کاربر', faMany: 'کاربران', en: 'user', enMany: 'users' },
  orders: { fa: 'سفارش', faMany: 'سفارش‌ها', en: 'order', enMany: 'orders' },
  wallet_transactions: {
    fa: 'تراکنش کیف پول',
    faMany: 'تراکنش‌های کیف پول',
    en: 'wallet entry',
    enMany: 'wallet entries',
  },
};

/** The words for a table, or its name (underscores as spaces) when it has none yet. */
function nounOf(table: string): Noun {
  const known = TABLE_NOUNS[table];
  if (known) return known;
  const words = table.replaceAll('_', ' ');
  return { fa: `«${words}»`, faMany: `رکوردهای «${words}»`, en: `${words} record`, enMany: `${words} records` };
}

/**
 * The generic refusal of a delete that rows of `table` still refer to (the error handler's answer to a foreign-key
 * refusal no service worded): 409, naming what uses it.
 */
export function referencedByLabel(table: string | undefined): Label {
  if (!table) {
    return {
      fa: 'این مورد جای دیگری به کار رفته است و حذف نمی‌شود.',
      en: 'This item is used elsewhere and cannot be deleted.',
    };
  }
  const noun = nounOf(table);
  return {
    fa: `این مورد هنوز در ${noun.faMany} به کار رفته است و حذف نمی‌شود؛ ابتدا آن‌ها را تغییر دهید یا حذف کنید.`,
    en: `This item is still used by ${noun.enMany} and cannot be deleted; change or delete those first.`,
  };
}

/** A table and its column that refer to a row (by its id). */
export interface Reference {
  table: string;
  column: string;
  /** Only the rows matching this condition count (e.g. a listing's tags holding the id); default: column = id. */
  where?: (id: number) => ReturnType<typeof sql>;
}

/** How many rows of each referring table use the row `id`, those with none left out. */
export async function usesOf(
  db: Db,
  references: readonly Reference[],
  id: number,
): Promise<Array<{ table: string; n: number }>> {
  const uses: Array<{ table: string; n: number }> = [];
  for (const ref of references) {
    const condition = ref.where ? ref.where(id) : sql`${sql.identifier(ref.column)} = ${id}`;
    const result = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(ref.table)} where ${condition}`,
    );
    const n = Number((result as unknown as { rows: Array<{ n: number | string }> }).rows[0]?.n ?? 0);
    if (n > 0) uses.push({ table: ref.table, n });
  }
  return uses;
}

/** «۲ آگهی و ۱ اشتراک» / "2 listings and 1 subscription". */
function countedList(uses: ReadonlyArray<{ table: string; n: number }>): Label {
  const fa = uses.map(({ table, n }) => `${localizeDigits(n, 'fa')} ${nounOf(table).fa}`);
  const en = uses.map(({ table, n }) => `${n} ${n === 1 ? nounOf(table).en : nounOf(table).enMany}`);
  const join = (parts: string[], and: string) =>
    parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join('، ')} ${and} ${parts.at(-1)}`;
  return { fa: join(fa, 'و'), en: join(en, 'and').replaceAll('، ', ', ') };
}

/**
 * The refusal of deleting a row others use, saying what and how many: «این شهر در ۲ آگهی استفاده شده است و حذف
 * نمی‌شود.» / "This city is used by 2 listings and cannot be deleted." `subject` is the row ("این شهر" / "This
 * city"), `advice` an optional last sentence (what to do instead).
 */
export function inUseLabel(subject: Label, uses: ReadonlyArray<{ table: string; n: number }>, advice?: Label): Label {
  const list = countedList(uses);
  return {
    fa: `${subject.fa} در ${list.fa} استفاده شده است و حذف نمی‌شود.${advice ? ` ${advice.fa}` : ''}`,
    en: `${subject.en} is used by ${list.en} and cannot be deleted.${advice ? ` ${advice.en}` : ''}`,
  };
}
