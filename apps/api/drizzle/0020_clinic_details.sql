CREATE TABLE "clinic_details" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'doctor' NOT NULL,
	"call_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"medical_system_number" text DEFAULT '' NOT NULL,
	"checked_medical_system_number" text,
	"experience" smallint DEFAULT 0 NOT NULL,
	"duration_visit" smallint DEFAULT 10 NOT NULL,
	"phone_reservation" boolean DEFAULT false NOT NULL,
	"active_chat" boolean DEFAULT false NOT NULL,
	"online_reservation" boolean DEFAULT false NOT NULL,
	"activity_time" text DEFAULT '' NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"available_appointment" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "clinic_details" ADD CONSTRAINT "clinic_details_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinic_details_online_idx" ON "clinic_details" USING btree ("online_reservation","listing_id");--> statement-breakpoint
CREATE INDEX "clinic_details_chat_idx" ON "clinic_details" USING btree ("active_chat","listing_id");--> statement-breakpoint
CREATE INDEX "clinic_details_phone_idx" ON "clinic_details" USING btree ("phone_reservation","listing_id");--> statement-breakpoint
CREATE INDEX "clinic_details_type_idx" ON "clinic_details" USING btree ("type","listing_id");