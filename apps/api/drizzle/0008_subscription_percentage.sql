ALTER TABLE "subscriptions" ADD COLUMN "percentage" numeric(5, 2) DEFAULT 0 NOT NULL;
