CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"item_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"score" smallint,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_score_range" CHECK ("comments"."score" is null or "comments"."score" between 1 and 5),
	CONSTRAINT "comments_status_known" CHECK ("comments"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "item_ratings" (
	"type" text NOT NULL,
	"item_id" integer NOT NULL,
	"rate" real DEFAULT 0 NOT NULL,
	"total_user" integer DEFAULT 0 NOT NULL,
	"rating_bar1" smallint DEFAULT 0 NOT NULL,
	"rating_bar2" smallint DEFAULT 0 NOT NULL,
	"rating_bar3" smallint DEFAULT 0 NOT NULL,
	"rating_bar4" smallint DEFAULT 0 NOT NULL,
	"rating_bar5" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_ratings_type_item_id_pk" PRIMARY KEY("type","item_id")
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_item_idx" ON "comments" USING btree ("type","item_id","status","id");--> statement-breakpoint
CREATE INDEX "comments_status_idx" ON "comments" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "comments_one_score_uq" ON "comments" USING btree ("type","item_id","user_id") WHERE "comments"."score" is not null;