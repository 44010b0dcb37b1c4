ALTER TABLE "payments" ADD COLUMN "authority_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wallet_held" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_pending_at_bank_idx" ON "payments" USING btree ("authority_at") WHERE "payments"."status" = 0 and "payments"."authority" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wallet_held_non_negative" CHECK ("users"."wallet_held" >= 0);--> statement-breakpoint
-- Pending withdrawals already recorded hold their amounts from now on (ADR 0015).
UPDATE "users" SET "wallet_held" = "pending"."total" FROM (SELECT "user_id", sum("amount") AS "total" FROM "withdrawals" WHERE "status" = 0 GROUP BY "user_id") AS "pending" WHERE "users"."id" = "pending"."user_id";--> statement-breakpoint
-- Online attempts started before this column: dated by their payment, so the reconciliation job verifies them too.
UPDATE "payments" SET "authority_at" = "created_at" WHERE "status" = 0 AND "authority" IS NOT NULL;
