CREATE TABLE "contract_docs" (
	"contract_id" integer PRIMARY KEY NOT NULL,
	"doc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_docs" (
	"inquiry_id" integer PRIMARY KEY NOT NULL,
	"doc" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_docs" ADD CONSTRAINT "contract_docs_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_docs" ADD CONSTRAINT "inquiry_docs_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every contract and inquiry the lists show has its answer stored (contract_docs, inquiry_docs),
-- rebuilt by the triggers below on each write that changes it: a page then costs an index walk, not
-- a JSON assembly and three joins per row. These functions are the one definition of the answers'
-- shapes (ContractRecord, PositionRecord, InquiryDetail and the inquiry list's items in
-- src/interface).
CREATE FUNCTION iso_time(t timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
--> statement-breakpoint
CREATE FUNCTION contract_json(c contracts) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', c.id, 'the_contract_id', c.the_contract_id, 'client_contract_id', c.client_contract_id,
    'status', c.status, 'service_code', c.service_code, 'contract_start', c.contract_start,
    'contract_end', c.contract_end, 'is_infinite', c.is_infinite, 'type', c.type,
    'work_scope', c.work_scope, 'notice_period', c.notice_period,
    'allocation', c.allocation::float8, 'max_hours', c.max_hours, 'unit', c.unit,
    'client_price', c.client_price::float8, 'vendor_price', c.vendor_price::float8,
    'vat', c.vat::float8, 'seller_id', c.seller_id, 'hour_report', c.hour_report,
    'invoicing_channel', c.invoicing_channel, 'client_company_id', c.client_company_id,
    'client_business_id', c.client_business_id, 'client_contact', c.client_contact,
    'client_purchase_order', c.client_purchase_order, 'vendor_company_id', c.vendor_company_id,
    'vendor_company_for_client', c.vendor_company_for_client, 'vendor_contact', c.vendor_contact,
    'notes', c.notes,
    'client_company',
      (SELECT json_build_object('id', id, 'name', name) FROM companies WHERE id = c.client_company_id),
    'vendor_company',
      (SELECT json_build_object('id', id, 'name', name) FROM companies WHERE id = c.vendor_company_id),
    'consultant', (SELECT json_build_object('id', id, 'name', name, 'title', title)
      FROM consultants WHERE id = c.consultant_id),
    'consult_skills', c.consult_skills,
    'created_at', iso_time(c.created_at), 'updated_at', iso_time(c.updated_at))
$$;
--> statement-breakpoint
CREATE FUNCTION position_json(p positions) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', p.id, 'inquiry_id', p.inquiry_id, 'stage', p.stage, 'title', p.title, 'type', p.type,
    'experience_level', p.experience_level, 'is_remote_work', p.is_remote_work,
    'budget', p.budget, 'allocation', p.allocation, 'language_reqs', p.language_reqs,
    'job_start', iso_time(p.job_start), 'job_end', iso_time(p.job_end),
    'description', p.description, 'order_need_reqs', p.order_need_reqs,
    'created_at', iso_time(p.created_at), 'updated_at', iso_time(p.updated_at))
$$;
--> statement-breakpoint
-- An inquiry with `positions` as given: whole in its detail, id and title in the list.
CREATE FUNCTION inquiry_json(i inquiries, positions json) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', i.id, 'title', i.title, 'description', i.description, 'status', i.status,
    'industry', (SELECT json_build_object('id', id, 'name', name) FROM industries WHERE id = i.industry_id),
    'main_contact', i.main_contact,
    'company', (SELECT json_build_object('id', id, 'name', name) FROM companies WHERE id = i.company_id),
    'created_at', iso_time(i.created_at), 'updated_at', iso_time(i.updated_at),
    'positions', positions)
$$;
--> statement-breakpoint
CREATE FUNCTION inquiry_list_json(i inquiries) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT inquiry_json(i, coalesce(
    (SELECT json_agg(json_build_object('id', p.id, 'title', p.title) ORDER BY p.id)
     FROM positions p WHERE p.inquiry_id = i.id),
    '[]'))
$$;
--> statement-breakpoint
-- The docs of the given contracts rebuilt from what is stored now; a terminated one has none.
CREATE FUNCTION contract_docs_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM contract_docs WHERE contract_id = ANY (ids);
  INSERT INTO contract_docs (contract_id, doc)
  SELECT c.id, contract_json(c)::text FROM contracts c WHERE c.id = ANY (ids) AND c.deleted_at IS NULL;
$$;
--> statement-breakpoint
CREATE FUNCTION inquiry_docs_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM inquiry_docs WHERE inquiry_id = ANY (ids);
  INSERT INTO inquiry_docs (inquiry_id, doc)
  SELECT i.id, inquiry_list_json(i)::text FROM inquiries i WHERE i.id = ANY (ids);
$$;
--> statement-breakpoint
-- Once per statement, for the rows it wrote: a bulk insert rebuilds its docs in one go.
CREATE FUNCTION contract_docs_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM contract_docs_refresh(array(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contracts_docs_insert AFTER INSERT ON contracts
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_docs_keep();
--> statement-breakpoint
CREATE TRIGGER contracts_docs_update AFTER UPDATE ON contracts
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contract_docs_keep();
--> statement-breakpoint
-- An inquiry written, or a position of it added, renamed, moved or removed: its list item changes.
CREATE FUNCTION inquiry_docs_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'inquiries' THEN
    PERFORM inquiry_docs_refresh(array(SELECT id FROM new_rows));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM inquiry_docs_refresh(array(SELECT DISTINCT inquiry_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM inquiry_docs_refresh(array(SELECT DISTINCT inquiry_id FROM old_rows));
  ELSE
    -- A position's stage is not in the list item: only a new title or inquiry rebuilds.
    PERFORM inquiry_docs_refresh(array(
      SELECT unnest(array[o.inquiry_id, n.inquiry_id]) FROM old_rows o JOIN new_rows n USING (id)
      WHERE o.title IS DISTINCT FROM n.title OR o.inquiry_id IS DISTINCT FROM n.inquiry_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inquiries_docs_insert AFTER INSERT ON inquiries
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiry_docs_keep();
--> statement-breakpoint
CREATE TRIGGER inquiries_docs_update AFTER UPDATE ON inquiries
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiry_docs_keep();
--> statement-breakpoint
CREATE TRIGGER positions_docs_insert AFTER INSERT ON positions
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiry_docs_keep();
--> statement-breakpoint
CREATE TRIGGER positions_docs_delete AFTER DELETE ON positions
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiry_docs_keep();
--> statement-breakpoint
CREATE TRIGGER positions_docs_update AFTER UPDATE ON positions
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION inquiry_docs_keep();
--> statement-breakpoint
-- A renamed company, industry or consultant changes every answer that shows its name.
CREATE FUNCTION docs_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'companies' THEN
    PERFORM contract_docs_refresh(array(SELECT id FROM contracts
      WHERE client_company_id = NEW.id OR vendor_company_id = NEW.id));
    PERFORM inquiry_docs_refresh(array(SELECT id FROM inquiries WHERE company_id = NEW.id));
  ELSIF TG_TABLE_NAME = 'industries' THEN
    PERFORM inquiry_docs_refresh(array(SELECT id FROM inquiries WHERE industry_id = NEW.id));
  ELSE
    PERFORM contract_docs_refresh(array(SELECT id FROM contracts WHERE consultant_id = NEW.id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_docs AFTER UPDATE OF name ON companies
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION docs_names();
--> statement-breakpoint
CREATE TRIGGER industries_docs AFTER UPDATE OF name ON industries
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION docs_names();
--> statement-breakpoint
CREATE TRIGGER consultants_docs AFTER UPDATE OF name, title ON consultants
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.title IS DISTINCT FROM NEW.title)
EXECUTE FUNCTION docs_names();
--> statement-breakpoint
SELECT contract_docs_refresh(array(SELECT id FROM contracts));
--> statement-breakpoint
SELECT inquiry_docs_refresh(array(SELECT id FROM inquiries));
