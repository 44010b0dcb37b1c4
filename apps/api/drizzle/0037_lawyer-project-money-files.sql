CREATE TABLE "lawyer_project_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"file" text NOT NULL,
	"mime" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lawyer_projects" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "lawyer_project_files" ADD CONSTRAINT "lawyer_project_files_project_id_lawyer_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."lawyer_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lawyer_project_files_project_idx" ON "lawyer_project_files" USING btree ("project_id","id");--> statement-breakpoint
ALTER TABLE "lawyer_projects" ADD CONSTRAINT "lawyer_projects_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_projects" DROP COLUMN "files";