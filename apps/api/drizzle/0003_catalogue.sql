CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"image_last_modified" timestamp with time zone,
	"url" text DEFAULT '' NOT NULL,
	"item_id" integer,
	"item_name" text DEFAULT '' NOT NULL,
	"service_type" text DEFAULT '' NOT NULL,
	"location" text NOT NULL,
	"section" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"latitude" double precision DEFAULT 0 NOT NULL,
	"longitude" double precision DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"file_type" smallint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"path" text NOT NULL,
	"data" jsonb NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "general_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"image_last_modified" timestamp with time zone,
	"location" text DEFAULT '' NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "general_sub_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"general_category_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "general_sub_sub_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"general_sub_category_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_type" smallint NOT NULL,
	"type" smallint NOT NULL,
	"category_title" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"percentage" numeric(5, 2) DEFAULT 0 NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"access_permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"section_title" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer,
	"package_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_sub_categories" ADD CONSTRAINT "general_sub_categories_general_category_id_general_categories_id_fk" FOREIGN KEY ("general_category_id") REFERENCES "public"."general_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_sub_sub_categories" ADD CONSTRAINT "general_sub_sub_categories_general_sub_category_id_general_sub_categories_id_fk" FOREIGN KEY ("general_sub_category_id") REFERENCES "public"."general_sub_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_place_idx" ON "banners" USING btree ("location","section","status","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_slug_uq" ON "cities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cities_state_idx" ON "cities" USING btree ("state_id","sort_order");--> statement-breakpoint
CREATE INDEX "files_type_idx" ON "files" USING btree ("file_type","id");--> statement-breakpoint
CREATE INDEX "files_user_idx" ON "files" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "general_categories_slug_uq" ON "general_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "general_categories_type_idx" ON "general_categories" USING btree ("type","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "general_sub_categories_slug_uq" ON "general_sub_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "general_sub_categories_parent_idx" ON "general_sub_categories" USING btree ("general_category_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "general_sub_sub_categories_slug_uq" ON "general_sub_sub_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "general_sub_sub_categories_parent_idx" ON "general_sub_sub_categories" USING btree ("general_sub_category_id","sort_order");--> statement-breakpoint
CREATE INDEX "packages_type_idx" ON "packages" USING btree ("type","status","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_settings_type_uq" ON "seo_settings" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "states_slug_uq" ON "states" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "subscriptions_item_idx" ON "subscriptions" USING btree ("type","item_id","id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_slug_uq" ON "tags" USING btree ("slug");