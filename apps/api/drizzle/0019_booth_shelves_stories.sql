CREATE TABLE "booth_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"path" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_type" smallint DEFAULT 0 NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"kept" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_favorites" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_favorites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_views" (
	"product_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "product_views_product_id_visitor_day_pk" PRIMARY KEY("product_id","visitor","day")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "booth_category_id" integer;--> statement-breakpoint
ALTER TABLE "booth_categories" ADD CONSTRAINT "booth_categories_booth_id_listings_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_categories" ADD CONSTRAINT "booth_categories_parent_id_booth_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."booth_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_stories" ADD CONSTRAINT "booth_stories_booth_id_listings_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_favorites" ADD CONSTRAINT "product_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_favorites" ADD CONSTRAINT "product_favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_categories_booth_idx" ON "booth_categories" USING btree ("booth_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "booth_stories_booth_idx" ON "booth_stories" USING btree ("booth_id","id");--> statement-breakpoint
CREATE INDEX "product_favorites_user_idx" ON "product_favorites" USING btree ("user_id","register_date");--> statement-breakpoint
CREATE INDEX "product_favorites_product_idx" ON "product_favorites" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_views_day_idx" ON "product_views" USING btree ("day");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_booth_category_id_booth_categories_id_fk" FOREIGN KEY ("booth_category_id") REFERENCES "public"."booth_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_booth_shelf_idx" ON "products" USING btree ("booth_id","status","booth_category_id","id");