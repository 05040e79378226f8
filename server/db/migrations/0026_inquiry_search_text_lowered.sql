-- Inquiries' search texts were lower-cased by JavaScript, which differs from the database's lower()
-- for some letters beyond ASCII (the Turkish İ, a last Greek Σ): such an inquiry was not found by
-- its own name. The writes now have the database lower-case them; the texts kept before are made
-- again from what they are made of, where they differ.
UPDATE "inquiries" AS i SET "search_text" = e.expected
FROM (
  SELECT i2.id, lower(concat_ws(E'\n', i2.title, nullif(i2.main_contact, ''),
    (SELECT name FROM industries WHERE id = i2.industry_id),
    (SELECT string_agg(p.title, E'\n' ORDER BY p.id) FROM positions p WHERE p.inquiry_id = i2.id)))
    AS expected
  FROM "inquiries" i2
  WHERE i2.search_text !~ '^[[:ascii:]]*$'
) e
WHERE e.id = i.id AND i.search_text IS DISTINCT FROM e.expected;
