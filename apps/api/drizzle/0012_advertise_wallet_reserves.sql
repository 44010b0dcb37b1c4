CREATE TABLE "advertise_details" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"telegram" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"reward" bigint DEFAULT 0 NOT NULL,
	"number_reward" integer DEFAULT 0 NOT NULL,
	"is_active_rewarding" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertise_reward_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"reserve_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertise_rewardings" (
	"reserve_id" integer PRIMARY KEY NOT NULL,
	"listing_id" integer,
	"reward" bigint NOT NULL,
	"number_reward" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_reserves" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"item_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"released" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "wallet_reserves_amount_positive" CHECK ("wallet_reserves"."amount" > 0),
	CONSTRAINT "wallet_reserves_remaining_range" CHECK ("wallet_reserves"."remaining" >= 0 and "wallet_reserves"."remaining" <= "wallet_reserves"."amount"),
	CONSTRAINT "wallet_reserves_status_known" CHECK ("wallet_reserves"."status" in ('held', 'released')),
	CONSTRAINT "wallet_reserves_released_shape" CHECK (("wallet_reserves"."status" = 'held') = ("wallet_reserves"."released_at" is null) and ("wallet_reserves"."status" = 'held' or "wallet_reserves"."remaining" = 0))
);
--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_kind_known";--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_amount_signed";--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "reserve_id" integer;--> statement-breakpoint
ALTER TABLE "advertise_details" ADD CONSTRAINT "advertise_details_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertise_reward_claims" ADD CONSTRAINT "advertise_reward_claims_reserve_id_advertise_rewardings_reserve_id_fk" FOREIGN KEY ("reserve_id") REFERENCES "public"."advertise_rewardings"("reserve_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertise_reward_claims" ADD CONSTRAINT "advertise_reward_claims_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertise_reward_claims" ADD CONSTRAINT "advertise_reward_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertise_rewardings" ADD CONSTRAINT "advertise_rewardings_reserve_id_wallet_reserves_id_fk" FOREIGN KEY ("reserve_id") REFERENCES "public"."wallet_reserves"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertise_rewardings" ADD CONSTRAINT "advertise_rewardings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_reserves" ADD CONSTRAINT "wallet_reserves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advertise_reward_claims_once_uq" ON "advertise_reward_claims" USING btree ("listing_id","user_id");--> statement-breakpoint
CREATE INDEX "advertise_reward_claims_user_day_idx" ON "advertise_reward_claims" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "advertise_reward_claims_reserve_idx" ON "advertise_reward_claims" USING btree ("reserve_id");--> statement-breakpoint
CREATE INDEX "advertise_rewardings_listing_idx" ON "advertise_rewardings" USING btree ("listing_id","reserve_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_reserves_held_uq" ON "wallet_reserves" USING btree ("purpose","item_id") WHERE "wallet_reserves"."status" = 'held';--> statement-breakpoint
CREATE INDEX "wallet_reserves_user_idx" ON "wallet_reserves" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wallet_reserves_item_idx" ON "wallet_reserves" USING btree ("purpose","item_id","id");--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_reserve_id_wallet_reserves_id_fk" FOREIGN KEY ("reserve_id") REFERENCES "public"."wallet_reserves"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_reserve_once_uq" ON "wallet_entries" USING btree ("reserve_id","kind") WHERE "wallet_entries"."kind" in ('reserve', 'release');--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_reserve_named" CHECK (("wallet_entries"."kind" in ('reserve', 'release', 'payout')) = ("wallet_entries"."reserve_id" is not null));--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_kind_known" CHECK ("wallet_entries"."kind" in ('charge', 'payment', 'withdrawal', 'refund', 'reserve', 'release', 'payout'));--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_amount_signed" CHECK (("wallet_entries"."kind" in ('charge', 'refund', 'release', 'payout') and "wallet_entries"."amount" > 0) or ("wallet_entries"."kind" in ('payment', 'withdrawal', 'reserve') and "wallet_entries"."amount" < 0));