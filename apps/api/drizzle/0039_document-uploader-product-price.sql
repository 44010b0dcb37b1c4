ALTER TABLE "user_documents" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("status","general_category_id","price","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_sub_category_price_idx" ON "products" USING btree ("status","general_sub_category_id","price","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_sub_sub_category_price_idx" ON "products" USING btree ("status","general_sub_sub_category_id","price","id" DESC NULLS LAST);