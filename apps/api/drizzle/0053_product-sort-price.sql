DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_sub_category_price_idx";--> statement-breakpoint
DROP INDEX "products_sub_sub_category_price_idx";--> statement-breakpoint
DROP INDEX "products_city_category_price_idx";--> statement-breakpoint
DROP INDEX "products_city_sub_category_price_idx";--> statement-breakpoint
DROP INDEX "products_city_sub_sub_category_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sort_price" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (ADR 0096): every product sorts by the price it is sold at. Its typed price; a gold item's from the
-- site's 18-carat rate, as domain salePrice computes it (exact numeric, rounded down): weight in mg × rate × karat / 18
-- × (1 + making charge) × (1 + profit) × (1 + the booth's tax), its selected variant's own weight and karat where set;
-- 0 (no rate, no weight) keeps the typed price. Later changes go through product-sort-price.ts.
UPDATE "products" SET "sort_price" = "price";--> statement-breakpoint
UPDATE "products" AS p SET "sort_price" = g.live
FROM (
  SELECT p2.id,
    floor(
      round(greatest(0, coalesce(nullif(v.weight_mg, 0), round(coalesce((p2.attributes->>'weight')::numeric, 0) * 1000))))
      * rate.gold18
      * round(greatest(0, coalesce(nullif(v.karat, 0), nullif(coalesce((p2.attributes->>'karat')::numeric, 18), 0), 18)))
      * (10000 + round(greatest(0, coalesce((p2.attributes->>'makingCharge')::numeric, 0) * 100)))
      * (10000 + round(greatest(0, coalesce((p2.attributes->>'profit')::numeric, 0) * 100)))
      * (10000 + round(greatest(0, b.tax * 100)))
      / (1000::numeric * 18 * 1000000000000)
    ) AS live
  FROM "products" p2
  JOIN "booth_details" b ON b.listing_id = p2.booth_id
  LEFT JOIN "product_pricings" v ON v.id = p2.pricing_selected_id
  CROSS JOIN (
    SELECT coalesce((SELECT substring(o.content from '^\s*(\d+)')::numeric FROM "options" o
                     WHERE o."group" = 'appSetting' AND o.name = 'priceGold18'), 0) AS gold18
  ) AS rate
  WHERE p2.booth_type = 'jewelry' AND rate.gold18 > 0
) AS g
WHERE p.id = g.id AND g.live > 0;