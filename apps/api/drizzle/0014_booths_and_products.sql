CREATE TABLE "booth_details" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"national_code" text DEFAULT '' NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"header_image" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"activity_time" text DEFAULT '' NOT NULL,
	"payment_method" text DEFAULT '' NOT NULL,
	"sender_time" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"active_sale" smallint DEFAULT 0 NOT NULL,
	"active_chat" smallint DEFAULT 1 NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL,
	"tax" smallint DEFAULT 0 NOT NULL,
	"extra_profit" smallint DEFAULT 0 NOT NULL,
	"minimum_purchase" bigint DEFAULT 0 NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"auth_level" smallint DEFAULT 0 NOT NULL,
	"auth_message" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"telegram" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_pricings" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"size_title" text DEFAULT '' NOT NULL,
	"color_title" text DEFAULT '' NOT NULL,
	"color_value" text DEFAULT '' NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"discount" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"booth_type" text NOT NULL,
	"city_id" integer,
	"general_category_id" integer NOT NULL,
	"general_sub_category_id" integer NOT NULL,
	"general_sub_sub_category_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"discount" smallint DEFAULT 0 NOT NULL,
	"pricing_selected_id" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booth_details" ADD CONSTRAINT "booth_details_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pricings" ADD CONSTRAINT "product_pricings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_booth_id_listings_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_general_category_id_general_categories_id_fk" FOREIGN KEY ("general_category_id") REFERENCES "public"."general_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_general_sub_category_id_general_sub_categories_id_fk" FOREIGN KEY ("general_sub_category_id") REFERENCES "public"."general_sub_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_general_sub_sub_category_id_general_sub_sub_categories_id_fk" FOREIGN KEY ("general_sub_sub_category_id") REFERENCES "public"."general_sub_sub_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booth_details_name_uq" ON "booth_details" USING btree ("name");--> statement-breakpoint
CREATE INDEX "product_pricings_product_idx" ON "product_pricings" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_booth_idx" ON "products" USING btree ("booth_id","status","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("status","general_category_id","id");--> statement-breakpoint
CREATE INDEX "products_sub_category_idx" ON "products" USING btree ("status","general_sub_category_id","id");--> statement-breakpoint
CREATE INDEX "products_sub_sub_category_idx" ON "products" USING btree ("status","general_sub_sub_category_id","id");--> statement-breakpoint
CREATE INDEX "products_city_category_idx" ON "products" USING btree ("status","city_id","general_category_id","id");--> statement-breakpoint
CREATE INDEX "products_city_sub_category_idx" ON "products" USING btree ("status","city_id","general_sub_category_id","id");--> statement-breakpoint
CREATE INDEX "products_city_sub_sub_category_idx" ON "products" USING btree ("status","city_id","general_sub_sub_category_id","id");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_text" gin_trgm_ops);