ALTER TABLE "booth_details" ADD COLUMN "shipping_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A booth's active shipping methods, counted once for the booths that already have some (issue 35 #7).
UPDATE "booth_details" SET "shipping_count" = (
  SELECT count(*) FROM "booth_shippings"
  WHERE "booth_shippings"."booth_id" = "booth_details"."listing_id" AND "booth_shippings"."status" = 1
);
