CREATE TABLE "section_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"subscription_id" integer,
	"payment_id" integer,
	"city_id" integer,
	"days" integer NOT NULL,
	"price" integer NOT NULL,
	"status" smallint DEFAULT 3 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "site_percentage" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "site_share" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "section_ads" ADD CONSTRAINT "section_ads_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_ads" ADD CONSTRAINT "section_ads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_ads" ADD CONSTRAINT "section_ads_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_ads" ADD CONSTRAINT "section_ads_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_ads" ADD CONSTRAINT "section_ads_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_ads" ADD CONSTRAINT "section_ads_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "section_ads_shown_idx" ON "section_ads" USING btree ("type","ends_at") WHERE "section_ads"."status" = 2;--> statement-breakpoint
CREATE INDEX "section_ads_listing_idx" ON "section_ads" USING btree ("listing_id","id");--> statement-breakpoint
CREATE INDEX "section_ads_queue_idx" ON "section_ads" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "section_ads_unpaid_uq" ON "section_ads" USING btree ("listing_id") WHERE "section_ads"."status" = 3;--> statement-breakpoint
CREATE INDEX "clinic_details_earliest_idx" ON "clinic_details" USING btree (coalesce("available_appointment", 'infinity'::timestamptz),"listing_id");