-- Hand-written (ADR 0089, 0117): the back office counts and lists listings by status over every vertical (its queue
-- of what waits for review), built without stopping the listings' writes: outside a transaction, able to run again.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_status_idx" ON "listings" USING btree ("status","id");
