-- The terms in effect on a day with what the summary and the groups sum of them, so those sums read
-- this index alone (an index-only scan) instead of every term's row. Drizzle cannot say INCLUDE.
CREATE INDEX "contract_terms_current_idx" ON "contract_terms" USING btree ("valid_until","valid_from") INCLUDE ("contract_id","client_price","vendor_price","allocation");
