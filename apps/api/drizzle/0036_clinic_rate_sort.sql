ALTER TABLE "clinic_details" ADD COLUMN "rate" real DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "clinic_details_rate_idx" ON "clinic_details" USING btree ("rate","listing_id");--> statement-breakpoint
-- The rates already counted (ADR 0050): from now on the comments module keeps them through watchRating.
UPDATE "clinic_details" SET "rate" = r."rate" FROM "item_ratings" r WHERE r."type" = 'clinic' AND r."item_id" = "clinic_details"."listing_id";
