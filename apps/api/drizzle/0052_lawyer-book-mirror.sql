ALTER TABLE "lawyer_details" ADD COLUMN "working_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Issue 29 (ADR 0079 for lawyers): a lawyer's appointment book is the one truth of its online booking and its hours.
-- A lawyer who ticked online booking but never opened the book gets one, switched on and without hours, so its
-- settings page starts ticked; every lawyer's mirror then follows its book.
INSERT INTO "appointment_books" ("listing_id", "active")
SELECT l."listing_id", true FROM "lawyer_details" l
WHERE l."online_reservation" AND NOT EXISTS (SELECT 1 FROM "appointment_books" b WHERE b."listing_id" = l."listing_id");
--> statement-breakpoint
UPDATE "lawyer_details" l SET "working_hours" = b."hours",
  "online_reservation" = (b."active" AND jsonb_array_length(b."hours") > 0)
FROM "appointment_books" b WHERE b."listing_id" = l."listing_id";
--> statement-breakpoint
UPDATE "lawyer_details" l SET "online_reservation" = false
WHERE NOT EXISTS (SELECT 1 FROM "appointment_books" b WHERE b."listing_id" = l."listing_id");
