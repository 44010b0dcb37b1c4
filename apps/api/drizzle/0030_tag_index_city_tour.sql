CREATE TABLE "city_tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"stops" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "city_tours" ADD CONSTRAINT "city_tours_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "city_tours_city_idx" ON "city_tours" USING btree ("city_id","status","id");--> statement-breakpoint
CREATE INDEX "listings_tags_idx" ON "listings" USING gin ("tags" jsonb_path_ops);