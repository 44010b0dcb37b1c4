-- Hand-written (ADR 0089, 0096): the price indexes on sort_price (0053 adds and fills it), built without stopping
-- the products' writes: outside a transaction (the name's -concurrently), each able to run again.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_category_price_idx" ON "products" USING btree ("status","general_category_id","sort_price","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_sub_category_price_idx" ON "products" USING btree ("status","general_sub_category_id","sort_price","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_sub_sub_category_price_idx" ON "products" USING btree ("status","general_sub_sub_category_id","sort_price","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_city_category_price_idx" ON "products" USING btree ("status","city_id","general_category_id","sort_price","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_city_sub_category_price_idx" ON "products" USING btree ("status","city_id","general_sub_category_id","sort_price","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_city_sub_sub_category_price_idx" ON "products" USING btree ("status","city_id","general_sub_sub_category_id","sort_price","id" DESC NULLS LAST);
