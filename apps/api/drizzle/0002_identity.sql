CREATE TABLE "auth_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_policies" (
	"role_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	CONSTRAINT "role_policies_role_id_policy_id_pk" PRIMARY KEY("role_id","policy_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"device_type" smallint NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"file" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer,
	"role_id" integer,
	"mobile" text,
	"name" text DEFAULT '' NOT NULL,
	"email" text,
	"password_hash" text,
	"national_code" text DEFAULT '' NOT NULL,
	"card_number" text DEFAULT '' NOT NULL,
	"shaba_number" text DEFAULT '' NOT NULL,
	"economic_code" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT 'images/avatars/default.jpg' NOT NULL,
	"telegram_id" text DEFAULT '' NOT NULL,
	"instagram_id" text DEFAULT '' NOT NULL,
	"whatsapp_number" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT 'man' NOT NULL,
	"active_chat" smallint DEFAULT 1 NOT NULL,
	"display_mobile" smallint DEFAULT 1 NOT NULL,
	"latitude" double precision DEFAULT 0 NOT NULL,
	"longitude" double precision DEFAULT 0 NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" smallint DEFAULT 2 NOT NULL,
	"auth_level" smallint DEFAULT 0 NOT NULL,
	"auth_message" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"referral_id" text NOT NULL,
	"referred_by" integer,
	"created_by" integer,
	"exclude_policies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_visit" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "role_policies" ADD CONSTRAINT "role_policies_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_policies" ADD CONSTRAINT "role_policies_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_failures_subject_idx" ON "auth_failures" USING btree ("subject","created_at");--> statement-breakpoint
CREATE INDEX "auth_failures_ip_idx" ON "auth_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_mobile_idx" ON "one_time_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_ip_idx" ON "one_time_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_group_name_uq" ON "policies" USING btree ("group","name");--> statement-breakpoint
CREATE INDEX "role_policies_policy_idx" ON "role_policies" USING btree ("policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_documents_user_idx" ON "user_documents" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_documents_status_idx" ON "user_documents" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_uq" ON "users" USING btree ("mobile") WHERE "users"."mobile" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email")) WHERE "users"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_uq" ON "users" USING btree ("referral_id");--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by");--> statement-breakpoint
CREATE INDEX "users_created_by_idx" ON "users" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "users_register_date_idx" ON "users" USING btree ("register_date","id");