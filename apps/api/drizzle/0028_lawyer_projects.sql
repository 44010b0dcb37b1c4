CREATE TABLE "lawyer_project_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"lawyer_id" integer NOT NULL,
	"listing_id" integer,
	"price" bigint NOT NULL,
	"days" smallint NOT NULL,
	"message" text NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lawyer_project_offers_price" CHECK ("lawyer_project_offers"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "lawyer_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"city_id" integer,
	"specialties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slug" text NOT NULL,
	"slug_id" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"duration" smallint NOT NULL,
	"budget_from" bigint DEFAULT 0 NOT NULL,
	"budget_to" bigint DEFAULT 0 NOT NULL,
	"gender" text DEFAULT 'either' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"offer_count" integer DEFAULT 0 NOT NULL,
	"status" smallint NOT NULL,
	"expire_date" timestamp with time zone NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"escrow" text DEFAULT 'none' NOT NULL,
	"selected_offer_id" integer,
	"price" bigint,
	"site_percentage" numeric(5, 2),
	"site_share" bigint,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"disputed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lawyer_projects_budget" CHECK ("lawyer_projects"."budget_from" >= 0 and ("lawyer_projects"."budget_to" = 0 or "lawyer_projects"."budget_to" >= "lawyer_projects"."budget_from")),
	CONSTRAINT "lawyer_projects_offer_count" CHECK ("lawyer_projects"."offer_count" >= 0),
	CONSTRAINT "lawyer_projects_escrow_known" CHECK ("lawyer_projects"."escrow" in ('none', 'held', 'delivered', 'disputed', 'released', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "lawyer_project_offers" ADD CONSTRAINT "lawyer_project_offers_project_id_lawyer_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."lawyer_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_project_offers" ADD CONSTRAINT "lawyer_project_offers_lawyer_id_users_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_project_offers" ADD CONSTRAINT "lawyer_project_offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_projects" ADD CONSTRAINT "lawyer_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_projects" ADD CONSTRAINT "lawyer_projects_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lawyer_project_offers_one_uq" ON "lawyer_project_offers" USING btree ("project_id","lawyer_id");--> statement-breakpoint
CREATE INDEX "lawyer_project_offers_lawyer_idx" ON "lawyer_project_offers" USING btree ("lawyer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lawyer_projects_slug_id_uq" ON "lawyer_projects" USING btree ("slug_id");--> statement-breakpoint
CREATE INDEX "lawyer_projects_status_idx" ON "lawyer_projects" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "lawyer_projects_user_idx" ON "lawyer_projects" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "lawyer_projects_expire_idx" ON "lawyer_projects" USING btree ("expire_date") WHERE "lawyer_projects"."status" = 2;