import { and, eq, gt, sql } from 'drizzle-orm';
import { BoothType } from '@shahrbazar/domain/enums/listing';
import { type JewelryPricing, salePrice } from '@shahrbazar/domain/rules/jewelry-price';
import type { Db } from '../../db/client.ts';
import { appSetting } from '../../modules/app/app-setting.ts';
import { boothDetails } from './booth.table.ts';
import { productPricings, products } from './product.table.ts';

// The price a product sorts by (ADR 0096): «ارزان‌ترین» orders by the price it is sold at, which for a gold item is
// not the price its seller typed but domain `salePrice` of the gold rate. It is stored (`products.sort_price`, on the
// price indexes, so a deep page is still an index range) and kept current wherever what it is made of changes: the
// product's write, its booth's tax (the booth's edit) and the gold rate (the app settings).

/** The site's 18-carat gold price per gram in toman (app setting priceGold18; 0 when not set). */
export async function goldPrice18(db: Db): Promise<number> {
  const value = Number.parseInt(await appSetting(db, 'priceGold18'), 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** What prices a gold item: its weight, karat, making charge and profit, and its booth's tax; null for anything else. */
export function goldPricingOf(
  item: { boothType: string; attributes: Record<string, unknown> },
  tax: number,
): JewelryPricing | null {
  if (item.boothType !== BoothType.jewelry) return null;
  const { attributes } = item;
  return {
    weight: Number(attributes.weight ?? 0),
    karat: Number(attributes.karat ?? 18),
    makingCharge: Number(attributes.makingCharge ?? 0),
    profit: Number(attributes.profit ?? 0),
    tax,
  };
}

/**
 * The price a product sorts by: what its selected variant (weight in grams and karat its own, 0 the item's), or the
 * product itself without one, is sold at, from `stored` (the typed price) and the gold rate.
 */
export function sortPriceOf(
  stored: number,
  gold: JewelryPricing | null,
  gold18: number,
  variant?: { weight: number; karat: number },
): number {
  return salePrice(stored, gold, gold18, variant);
}

/** How many gold items one statement re-prices: a few round trips per thousand items. */
const BATCH = 500;

/**
 * Sets the sort price of every gold item (of one booth, when `boothId` is given) from `gold18`, the 18-carat rate, in
 * batches by id, each read with its booth's tax and its selected variant; only the rows whose price moved are written.
 * Called in the transaction that changes the rate or the booth, so the lists never sort by a rate that is not the
 * site's. Answers how many rows it changed.
 */
export async function refreshGoldSortPrices(db: Db, gold18: number, boothId?: number): Promise<number> {
  let after = 0;
  let changed = 0;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        boothType: products.boothType,
        price: products.price,
        sortPrice: products.sortPrice,
        attributes: products.attributes,
        tax: boothDetails.tax,
        weightMg: productPricings.weightMg,
        karat: productPricings.karat,
      })
      .from(products)
      .innerJoin(boothDetails, eq(boothDetails.listingId, products.boothId))
      .leftJoin(productPricings, eq(productPricings.id, products.pricingSelectedId))
      .where(
        and(
          eq(products.boothType, BoothType.jewelry),
          gt(products.id, after),
          boothId === undefined ? undefined : eq(products.boothId, boothId),
        ),
      )
      .orderBy(products.id)
      .limit(BATCH);
    if (rows.length === 0) return changed;
    after = rows.at(-1)?.id ?? after;
    const moved = rows.flatMap((row) => {
      const variant =
        row.weightMg === null || row.karat === null ? undefined : { weight: row.weightMg / 1000, karat: row.karat };
      const price = sortPriceOf(Number(row.price), goldPricingOf(row, row.tax), gold18, variant);
      return price === Number(row.sortPrice) ? [] : [sql`(${row.id}::int, ${price}::bigint)`];
    });
    if (moved.length > 0) {
      await db.execute(sql`
        update ${products} set sort_price = v.price
        from (values ${sql.join(moved, sql`, `)}) as v(id, price)
        where ${products.id} = v.id`);
      changed += moved.length;
    }
    if (rows.length < BATCH) return changed;
  }
}
