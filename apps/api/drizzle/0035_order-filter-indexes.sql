CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("id") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("id") WHERE "orders"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "orders_register_date_idx" ON "orders" USING btree ("register_date");