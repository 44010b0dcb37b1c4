CREATE TABLE "listing_bumps" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"next_lift_at" timestamp with time zone,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_bumps" ADD CONSTRAINT "listing_bumps_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_bumps_due_idx" ON "listing_bumps" USING btree ("next_lift_at") WHERE "listing_bumps"."next_lift_at" is not null;