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
ALTER TABLE "booth_details" ADD CONSTRAINT "booth_details_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booth_details_name_uq" ON "booth_details" USING btree ("name");