CREATE TABLE "booth_shippings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"title" text NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"price_condition_free" bigint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"pricing_id" integer DEFAULT 0 NOT NULL,
	"count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_user_id_product_id_pricing_id_pk" PRIMARY KEY("user_id","product_id","pricing_id"),
	CONSTRAINT "cart_lines_count" CHECK ("cart_lines"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"pricing_selected_id" integer,
	"title" text NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"price" bigint NOT NULL,
	"discount" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_details_count" CHECK ("order_details"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"booth_id" integer,
	"booth_name" text NOT NULL,
	"booth_title" text NOT NULL,
	"shipping_id" integer,
	"shipping_title" text NOT NULL,
	"shipping_price" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"discount" smallint DEFAULT 0 NOT NULL,
	"items_total" bigint NOT NULL,
	"total" bigint NOT NULL,
	"site_percentage" double precision DEFAULT 0 NOT NULL,
	"site_share" bigint DEFAULT 0 NOT NULL,
	"delivery_code_main" text NOT NULL,
	"delivery_code" text,
	"description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision DEFAULT 0 NOT NULL,
	"longitude" double precision DEFAULT 0 NOT NULL,
	"payment_id" integer,
	"reserved_until" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" between 0 and 6),
	CONSTRAINT "orders_totals_non_negative" CHECK ("orders"."items_total" >= 0 and "orders"."total" > 0 and "orders"."site_share" >= 0),
	CONSTRAINT "orders_settled_or_refunded" CHECK ("orders"."settled_at" is null or "orders"."refunded_at" is null)
);
--> statement-breakpoint
ALTER TABLE "booth_shippings" ADD CONSTRAINT "booth_shippings_booth_id_listings_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_pricing_selected_id_product_pricings_id_fk" FOREIGN KEY ("pricing_selected_id") REFERENCES "public"."product_pricings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_booth_id_listings_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_id_booth_shippings_id_fk" FOREIGN KEY ("shipping_id") REFERENCES "public"."booth_shippings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_shippings_booth_idx" ON "booth_shippings" USING btree ("booth_id","status","id");--> statement-breakpoint
CREATE INDEX "order_details_order_idx" ON "order_details" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_booth_idx" ON "orders" USING btree ("booth_id","id");--> statement-breakpoint
CREATE INDEX "orders_booth_status_idx" ON "orders" USING btree ("booth_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_awaiting_idx" ON "orders" USING btree ("reserved_until") WHERE "orders"."paid_at" is null and "orders"."cancelled_at" is null;