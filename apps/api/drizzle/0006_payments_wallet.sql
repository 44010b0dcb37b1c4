CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint DEFAULT 2 NOT NULL,
	"method" smallint DEFAULT 0 NOT NULL,
	"item_id" integer,
	"package_id" integer,
	"price" bigint NOT NULL,
	"device_type" smallint DEFAULT 4 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tracking_number" text,
	"authority" text,
	"gateway" text,
	"description" text DEFAULT '' NOT NULL,
	"failure_reason" text,
	"pay_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_price_positive" CHECK ("payments"."price" > 0),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in (0, 1)),
	CONSTRAINT "payments_paid_dated" CHECK ("payments"."status" = 0 or "payments"."pay_date" is not null),
	CONSTRAINT "payments_gateway_known" CHECK ("payments"."gateway" is null or "payments"."gateway" in ('sandbox', 'zarinpal'))
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"payment_id" integer,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_balance_after_non_negative" CHECK ("wallet_entries"."balance_after" >= 0),
	CONSTRAINT "wallet_entries_kind_known" CHECK ("wallet_entries"."kind" in ('charge', 'payment', 'withdrawal', 'refund')),
	CONSTRAINT "wallet_entries_amount_signed" CHECK (("wallet_entries"."kind" in ('charge', 'refund') and "wallet_entries"."amount" > 0) or ("wallet_entries"."kind" in ('payment', 'withdrawal') and "wallet_entries"."amount" < 0))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wallet_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_authority_uq" ON "payments" USING btree ("gateway","authority") WHERE "payments"."authority" is not null;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payments_item_idx" ON "payments" USING btree ("type","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_payment_kind_uq" ON "wallet_entries" USING btree ("payment_id","kind");--> statement-breakpoint
CREATE INDEX "wallet_entries_user_idx" ON "wallet_entries" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wallet_balance_non_negative" CHECK ("users"."wallet_balance" >= 0);