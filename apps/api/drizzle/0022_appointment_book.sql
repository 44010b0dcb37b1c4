CREATE TABLE "appointment_books" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_minutes" smallint DEFAULT 10 NOT NULL,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cutoff_hours" smallint DEFAULT 24 NOT NULL,
	"refund_percent" smallint DEFAULT 100 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"next_free_slot" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_start" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"patient_name" text NOT NULL,
	"national_code" text,
	"for_family" boolean DEFAULT false NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"payment_id" integer,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"reminded_day_at" timestamp with time zone,
	"reminded_soon_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_books" ADD CONSTRAINT "appointment_books_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_waitlist" ADD CONSTRAINT "appointment_waitlist_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_waitlist" ADD CONSTRAINT "appointment_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_books_next_free_idx" ON "appointment_books" USING btree ("next_free_slot","listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_waitlist_open_uq" ON "appointment_waitlist" USING btree ("listing_id","user_id","day") WHERE "appointment_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_waitlist_offer_uq" ON "appointment_waitlist" USING btree ("listing_id","offered_start") WHERE "appointment_waitlist"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "appointment_waitlist_queue_idx" ON "appointment_waitlist" USING btree ("listing_id","day","id");--> statement-breakpoint
CREATE INDEX "appointment_waitlist_user_idx" ON "appointment_waitlist" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_live_slot_uq" ON "appointments" USING btree ("listing_id","start_at") WHERE "appointments"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_due_idx" ON "appointments" USING btree ("start_at") WHERE "appointments"."status" = 'booked';