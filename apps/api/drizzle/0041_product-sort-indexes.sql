CREATE INDEX "products_category_discount_idx" ON "products" USING btree ("status","general_category_id","discount" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_sub_category_discount_idx" ON "products" USING btree ("status","general_sub_category_id","discount" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_sub_sub_category_discount_idx" ON "products" USING btree ("status","general_sub_sub_category_id","discount" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category_views_idx" ON "products" USING btree ("status","general_category_id","views" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_sub_category_views_idx" ON "products" USING btree ("status","general_sub_category_id","views" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_sub_sub_category_views_idx" ON "products" USING btree ("status","general_sub_sub_category_id","views" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_city_category_price_idx" ON "products" USING btree ("status","city_id","general_category_id","price","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_city_sub_category_price_idx" ON "products" USING btree ("status","city_id","general_sub_category_id","price","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_city_sub_sub_category_price_idx" ON "products" USING btree ("status","city_id","general_sub_sub_category_id","price","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_city_category_discount_idx" ON "products" USING btree ("status","city_id","general_category_id","discount" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_city_sub_category_discount_idx" ON "products" USING btree ("status","city_id","general_sub_category_id","discount" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_city_sub_sub_category_discount_idx" ON "products" USING btree ("status","city_id","general_sub_sub_category_id","discount" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_city_category_views_idx" ON "products" USING btree ("status","city_id","general_category_id","views" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_city_sub_category_views_idx" ON "products" USING btree ("status","city_id","general_sub_category_id","views" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_city_sub_sub_category_views_idx" ON "products" USING btree ("status","city_id","general_sub_sub_category_id","views" DESC NULLS LAST,"id" DESC NULLS LAST);