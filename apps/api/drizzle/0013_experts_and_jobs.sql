CREATE TABLE "expert_details" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"experience" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"file" text NOT NULL,
	"file_mime" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_details" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"salary" bigint DEFAULT 0 NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hours_work" text DEFAULT '' NOT NULL,
	"education_degree" text DEFAULT '' NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"military_status" text DEFAULT 'either' NOT NULL,
	"cooperation_type" text DEFAULT 'fullTime' NOT NULL,
	"gender" text DEFAULT 'either' NOT NULL,
	"count" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_details" ADD CONSTRAINT "expert_details_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_applications" ADD CONSTRAINT "work_applications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_applications" ADD CONSTRAINT "work_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_details" ADD CONSTRAINT "work_details_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_applications_listing_user_uq" ON "work_applications" USING btree ("listing_id","user_id");--> statement-breakpoint
CREATE INDEX "work_applications_listing_idx" ON "work_applications" USING btree ("listing_id","id");--> statement-breakpoint
CREATE INDEX "work_applications_user_idx" ON "work_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "work_details_cooperation_idx" ON "work_details" USING btree ("cooperation_type","listing_id");--> statement-breakpoint
CREATE INDEX "work_details_gender_idx" ON "work_details" USING btree ("gender","listing_id");--> statement-breakpoint
CREATE INDEX "work_details_military_idx" ON "work_details" USING btree ("military_status","listing_id");--> statement-breakpoint
CREATE INDEX "work_details_salary_idx" ON "work_details" USING btree ("salary","listing_id");