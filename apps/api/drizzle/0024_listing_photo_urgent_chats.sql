ALTER TABLE "listing_stats" ADD COLUMN "chats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "is_urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "has_photo" boolean GENERATED ALWAYS AS (jsonb_array_length(images) > 0) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_photo_idx" ON "listings" USING btree ("vertical","status","id") WHERE "listings"."has_photo";--> statement-breakpoint
CREATE INDEX "listings_urgent_idx" ON "listings" USING btree ("vertical","status","id") WHERE "listings"."is_urgent";