CREATE TABLE "options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "options_group_name_uq" ON "options" USING btree ("group","name");