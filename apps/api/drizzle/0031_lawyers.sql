CREATE TABLE "lawyer_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"lawyer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lawyer_details" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"call_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"license_number" text DEFAULT '' NOT NULL,
	"checked_license_number" text,
	"issue_date" date,
	"license_expiry" date,
	"education" text DEFAULT '' NOT NULL,
	"experience" smallint DEFAULT 0 NOT NULL,
	"awards" text DEFAULT '' NOT NULL,
	"publications" text DEFAULT '' NOT NULL,
	"languages" text DEFAULT '' NOT NULL,
	"work_experience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"linkedin" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"phone_reservation" boolean DEFAULT false NOT NULL,
	"active_chat" boolean DEFAULT false NOT NULL,
	"online_reservation" boolean DEFAULT false NOT NULL,
	"activity_time" text DEFAULT '' NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"available_appointment" timestamp with time zone,
	"answered_questions" integer DEFAULT 0 NOT NULL,
	"helpful_answers" integer DEFAULT 0 NOT NULL,
	"consultation_phone" integer DEFAULT 0 NOT NULL,
	"consultation_chat" integer DEFAULT 0 NOT NULL,
	"consultation_in_person" integer DEFAULT 0 NOT NULL,
	"document_drafting" integer DEFAULT 0 NOT NULL,
	"complaint_drafting" integer DEFAULT 0 NOT NULL,
	"contract_drafting" integer DEFAULT 0 NOT NULL,
	"statement_drafting" integer DEFAULT 0 NOT NULL,
	"legal_representation" integer DEFAULT 0 NOT NULL,
	"lawsuit_drafting" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lawyer_question_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"file" text NOT NULL,
	"mime" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lawyer_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"general_sub_category_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"slug" text NOT NULL,
	"slug_id" text NOT NULL,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"helpful_answer_id" integer,
	"lawyer_answer_last" timestamp with time zone,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lawyer_answers" ADD CONSTRAINT "lawyer_answers_question_id_lawyer_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."lawyer_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_answers" ADD CONSTRAINT "lawyer_answers_lawyer_id_listings_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_answers" ADD CONSTRAINT "lawyer_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_details" ADD CONSTRAINT "lawyer_details_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_question_files" ADD CONSTRAINT "lawyer_question_files_question_id_lawyer_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."lawyer_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_questions" ADD CONSTRAINT "lawyer_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_questions" ADD CONSTRAINT "lawyer_questions_general_sub_category_id_general_sub_categories_id_fk" FOREIGN KEY ("general_sub_category_id") REFERENCES "public"."general_sub_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lawyer_answers_question_lawyer_uq" ON "lawyer_answers" USING btree ("question_id","lawyer_id");--> statement-breakpoint
CREATE INDEX "lawyer_answers_lawyer_idx" ON "lawyer_answers" USING btree ("lawyer_id","id");--> statement-breakpoint
CREATE INDEX "lawyer_answers_user_idx" ON "lawyer_answers" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "lawyer_details_online_idx" ON "lawyer_details" USING btree ("online_reservation","listing_id");--> statement-breakpoint
CREATE INDEX "lawyer_details_chat_idx" ON "lawyer_details" USING btree ("active_chat","listing_id");--> statement-breakpoint
CREATE INDEX "lawyer_details_phone_idx" ON "lawyer_details" USING btree ("phone_reservation","listing_id");--> statement-breakpoint
CREATE INDEX "lawyer_question_files_question_idx" ON "lawyer_question_files" USING btree ("question_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lawyer_questions_slug_id_uq" ON "lawyer_questions" USING btree ("slug_id");--> statement-breakpoint
CREATE INDEX "lawyer_questions_status_idx" ON "lawyer_questions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "lawyer_questions_category_idx" ON "lawyer_questions" USING btree ("general_sub_category_id","status","id");--> statement-breakpoint
CREATE INDEX "lawyer_questions_user_idx" ON "lawyer_questions" USING btree ("user_id","id");