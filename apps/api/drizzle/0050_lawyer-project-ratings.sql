ALTER TABLE "lawyer_details" ADD COLUMN "project_ratings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lawyer_details" ADD COLUMN "project_rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lawyer_projects" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "lawyer_projects" ADD COLUMN "rating_comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lawyer_projects" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lawyer_projects" ADD CONSTRAINT "lawyer_projects_rating" CHECK ("lawyer_projects"."rating" is null or "lawyer_projects"."rating" between 1 and 5);