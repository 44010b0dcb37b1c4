ALTER TABLE "one_time_codes" ADD COLUMN "device" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "one_time_codes_device_idx" ON "one_time_codes" USING btree ("device","created_at");