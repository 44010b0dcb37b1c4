ALTER TABLE "clinic_details" ADD COLUMN "working_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Issue 29: a clinic's appointment book is the one truth of its hours, visit length and online booking. A clinic
-- whose owner ticked online booking but never opened the book gets one, switched on and without hours, so its
-- settings page starts ticked; every clinic's mirror then follows its book.
INSERT INTO "appointment_books" ("listing_id", "active", "duration_minutes")
SELECT c."listing_id", true, c."duration_visit" FROM "clinic_details" c
WHERE c."online_reservation" AND NOT EXISTS (SELECT 1 FROM "appointment_books" b WHERE b."listing_id" = c."listing_id");
--> statement-breakpoint
UPDATE "clinic_details" c SET "working_hours" = b."hours", "duration_visit" = b."duration_minutes",
  "online_reservation" = (b."active" AND jsonb_array_length(b."hours") > 0)
FROM "appointment_books" b WHERE b."listing_id" = c."listing_id";
--> statement-breakpoint
UPDATE "clinic_details" c SET "online_reservation" = false
WHERE NOT EXISTS (SELECT 1 FROM "appointment_books" b WHERE b."listing_id" = c."listing_id");
