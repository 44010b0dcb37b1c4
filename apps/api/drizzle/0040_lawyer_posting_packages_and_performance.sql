ALTER TABLE "lawyer_projects" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "lawyer_projects" ADD COLUMN "post_payment_id" integer;--> statement-breakpoint
ALTER TABLE "lawyer_projects" ADD CONSTRAINT "lawyer_projects_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_projects" ADD CONSTRAINT "lawyer_projects_post_payment_id_payments_id_fk" FOREIGN KEY ("post_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_appointment_idx" ON "consultations" USING btree ("appointment_id") WHERE "consultations"."appointment_id" is not null;