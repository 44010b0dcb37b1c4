CREATE TABLE "appointment_book_secretaries" (
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_book_secretaries_listing_id_user_id_pk" PRIMARY KEY("listing_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "appointment_book_secretaries" ADD CONSTRAINT "appointment_book_secretaries_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_book_secretaries" ADD CONSTRAINT "appointment_book_secretaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_book_secretaries_user_idx" ON "appointment_book_secretaries" USING btree ("user_id");