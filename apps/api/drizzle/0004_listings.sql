CREATE TABLE "ad_details" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_favorites" (
	"user_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_favorites_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "listing_views" (
	"listing_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "listing_views_listing_id_visitor_day_pk" PRIMARY KEY("listing_id","visitor","day")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"vertical" text NOT NULL,
	"user_id" integer NOT NULL,
	"city_id" integer,
	"general_category_id" integer,
	"general_sub_category_id" integer,
	"general_sub_sub_category_id" integer,
	"package_id" integer,
	"subscription_id" integer,
	"payment_id" integer,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"slug_id" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"special_text" text DEFAULT '' NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"latitude" double precision DEFAULT 0 NOT NULL,
	"longitude" double precision DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"moderation_message" text DEFAULT '' NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_details" ADD CONSTRAINT "ad_details_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_favorites" ADD CONSTRAINT "listing_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_favorites" ADD CONSTRAINT "listing_favorites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_general_category_id_general_categories_id_fk" FOREIGN KEY ("general_category_id") REFERENCES "public"."general_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_general_sub_category_id_general_sub_categories_id_fk" FOREIGN KEY ("general_sub_category_id") REFERENCES "public"."general_sub_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_general_sub_sub_category_id_general_sub_sub_categories_id_fk" FOREIGN KEY ("general_sub_sub_category_id") REFERENCES "public"."general_sub_sub_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_favorites_listing_idx" ON "listing_favorites" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_views_day_idx" ON "listing_views" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_slug_id_uq" ON "listings" USING btree ("slug_id");--> statement-breakpoint
CREATE INDEX "listings_list_idx" ON "listings" USING btree ("vertical","status","id");--> statement-breakpoint
CREATE INDEX "listings_city_idx" ON "listings" USING btree ("vertical","status","city_id","id");--> statement-breakpoint
CREATE INDEX "listings_category_idx" ON "listings" USING btree ("vertical","status","general_category_id","id");--> statement-breakpoint
CREATE INDEX "listings_sub_category_idx" ON "listings" USING btree ("vertical","status","general_sub_category_id","id");--> statement-breakpoint
CREATE INDEX "listings_sub_sub_category_idx" ON "listings" USING btree ("vertical","status","general_sub_sub_category_id","id");--> statement-breakpoint
CREATE INDEX "listings_special_idx" ON "listings" USING btree ("vertical","status","id") WHERE "listings"."is_special";--> statement-breakpoint
CREATE INDEX "listings_owner_idx" ON "listings" USING btree ("user_id","vertical","id");--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_text" gin_trgm_ops);