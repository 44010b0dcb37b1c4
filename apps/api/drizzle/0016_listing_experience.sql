CREATE TABLE "listing_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_stats" (
	"listing_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"reveals" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_stats_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_stats" ADD CONSTRAINT "listing_stats_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_listing_user_uq" ON "listing_reports" USING btree ("listing_id","user_id");--> statement-breakpoint
CREATE INDEX "listing_reports_queue_idx" ON "listing_reports" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "listings_cheapest_idx" ON "listings" USING btree ("vertical","status",("price" = 0),"price","id");--> statement-breakpoint
CREATE INDEX "listings_city_cheapest_idx" ON "listings" USING btree ("vertical","status","city_id",("price" = 0),"price","id");--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("vertical","status","price","id");--> statement-breakpoint
CREATE INDEX "listings_city_price_idx" ON "listings" USING btree ("vertical","status","city_id","price","id");--> statement-breakpoint
CREATE INDEX "listings_views_idx" ON "listings" USING btree ("vertical","status","views","id");--> statement-breakpoint
-- The ads of before: their price becomes the listing's sort amount (ADR 0027).
UPDATE "listings" SET "price" = "ad_details"."price" FROM "ad_details" WHERE "ad_details"."listing_id" = "listings"."id";