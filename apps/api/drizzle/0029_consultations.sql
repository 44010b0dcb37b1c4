CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"kind" text NOT NULL,
	"patient_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"price" bigint NOT NULL,
	"site_percentage" real DEFAULT 0 NOT NULL,
	"site_share" bigint,
	"owner_paid" bigint,
	"conversation_id" integer,
	"appointment_id" integer,
	"payment_id" integer,
	"deadline" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_kind_known" CHECK ("consultations"."kind" in ('text', 'phone')),
	CONSTRAINT "consultations_price_positive" CHECK ("consultations"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_patient_idx" ON "consultations" USING btree ("patient_id","id");--> statement-breakpoint
CREATE INDEX "consultations_listing_idx" ON "consultations" USING btree ("listing_id","id");--> statement-breakpoint
CREATE INDEX "consultations_conversation_idx" ON "consultations" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "consultations_due_idx" ON "consultations" USING btree ("deadline") WHERE "consultations"."status" = 'open' and "consultations"."kind" = 'text';--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_open_uq" ON "consultations" USING btree ("listing_id","patient_id") WHERE "consultations"."status" = 'open' and "consultations"."kind" = 'text';