ALTER TABLE "appointment_waitlist" ADD COLUMN "tariff_id" integer;--> statement-breakpoint
ALTER TABLE "appointment_waitlist" ADD COLUMN "tariff_title" text;