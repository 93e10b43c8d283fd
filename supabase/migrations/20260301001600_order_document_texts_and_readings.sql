-- Issue 29 §5, "stored once": the text of each order document and the document reader's results are kept with
-- the order, so another staff member sees them without reading the PDFs again, and a document added later is
-- read on its own (one row per document, replaced when that document is read again).
--
-- public.order_document_texts: one row per document of an order (its storage path must be one of the order's
--   documents entries): the pages' text as src/lib/document-reader gives it ({page, text, ocr?: {confidence}},
--   pages 1..n in order), or the read error (encrypted, damaged, empty, too-long) of a document that could not
--   be read.
-- public.order_document_readings: the reader's results (a ReaderResult), appended, never changed. A result is
--   stored only when every source it cites is grounded in the stored texts (private.reading_ungrounded_source).
--
-- Staff read both; nobody writes them through the API: active admins at aal2 save through the two functions.
-- read_by and created_by are plain values, not foreign keys: records outlive their users (migration 1510).
-- The twin is mocks/handlers/document-readings.ts (same checks, same messages, same SQLSTATEs).

-- The reader's limits, kept by the table and checked with a clear message by save_document_text.
--   at most 300 pages, each page's text at most 100,000 characters, the pages' texts together at most 5 MiB
--   (UTF-8 bytes of the texts: the twin measures the same with TextEncoder).

-- The first fault of a document's pages, or null: a list of {page, text, ocr?} numbered 1..n in order.
create function private.document_pages_fault(_pages jsonb) returns text
language plpgsql immutable set search_path = pg_catalog, pg_temp as $$
declare
  _page jsonb;
  _n integer := 0;
  _bytes bigint := 0;
begin
  if jsonb_typeof(_pages) is distinct from 'array' then
    return 'Pages must be a list';
  end if;
  if jsonb_array_length(_pages) > 300 then
    return 'A document can have at most 300 pages';
  end if;
  for _page in select e from jsonb_array_elements(_pages) e loop
    _n := _n + 1;
    if jsonb_typeof(_page) is distinct from 'object'
       or jsonb_typeof(_page -> 'text') is distinct from 'string'
       or jsonb_typeof(_page -> 'page') is distinct from 'number' then
      return format('Page %s must have a page number and its text', _n);
    end if;
    if (_page ->> 'page')::numeric <> _n then
      return 'Pages must be numbered 1, 2, 3 … in order';
    end if;
    if char_length(_page ->> 'text') > 100000 then
      return format('Page %s has more than 100,000 characters', _n);
    end if;
    if _page ? 'ocr' and not (
         jsonb_typeof(_page -> 'ocr') = 'object'
         and jsonb_typeof(_page -> 'ocr' -> 'confidence') = 'number'
         and (_page -> 'ocr' ->> 'confidence')::numeric between 0 and 100) then
      return format('Page %s: the OCR confidence must be a number from 0 to 100', _n);
    end if;
    if exists (select 1 from jsonb_object_keys(_page) k where k not in ('page', 'text', 'ocr')) then
      return format('Page %s may hold only its page number, text and OCR confidence', _n);
    end if;
    _bytes := _bytes + octet_length(_page ->> 'text');
  end loop;
  if _bytes > 5242880 then
    return 'The document''s text is larger than 5 MB';
  end if;
  return null;
end
$$;

-- The first fault of a read error, or null: null, or {code: encrypted|damaged|empty|too-long, message}.
create function private.document_read_error_fault(_error jsonb) returns text
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select case
    when _error is null or _error = 'null'::jsonb then null
    when jsonb_typeof(_error) <> 'object'
      or (_error ->> 'code') is null
      or jsonb_typeof(_error -> 'code') <> 'string'
      or (_error ->> 'code') not in ('encrypted', 'damaged', 'empty', 'too-long')
      or exists (select 1 from jsonb_object_keys(_error) k where k not in ('code', 'message'))
      then 'A read error must be {code, message} with the code encrypted, damaged, empty or too-long'
    when jsonb_typeof(_error -> 'message') is distinct from 'string'
      or char_length(btrim(_error ->> 'message')) not between 1 and 500
      then 'A read error''s message must be 1 to 500 characters'
  end
$$;

create table public.order_document_texts (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.order_requests (id) on delete cascade,
  storage_path text not null check (char_length(storage_path) between 1 and 1024),
  file_name text not null check (char_length(file_name) between 1 and 255),
  pages jsonb not null check (private.document_pages_fault(pages) is null),
  page_count integer not null check (page_count between 0 and 300),
  ocr_pages integer[] not null default '{}',
  error jsonb check (private.document_read_error_fault(error) is null),
  read_by uuid,
  read_at timestamptz not null default now(),
  unique (order_id, storage_path),
  check (page_count = jsonb_array_length(pages)),
  check (cardinality(ocr_pages) <= page_count)
);

alter table public.order_document_texts enable row level security;
revoke all on public.order_document_texts from anon, authenticated;
grant select on public.order_document_texts to authenticated;
create policy order_document_texts_select on public.order_document_texts for select to authenticated
  using ((select private.caller_is_staff()));

create table public.order_document_readings (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.order_requests (id) on delete cascade,
  -- 'built-in' (the rules) or 'ai:<model>' (model ids as the providers write them).
  reader text not null check (reader = 'built-in' or reader ~ '^ai:[A-Za-z0-9][A-Za-z0-9._:/@-]{0,99}$'),
  result jsonb not null check (jsonb_typeof(result) = 'object' and octet_length(result::text) <= 2097152),
  documents text[] not null,
  created_by uuid,
  created_at timestamptz not null default now()
);
create index order_document_readings_order on public.order_document_readings (order_id, created_at desc);

alter table public.order_document_readings enable row level security;
revoke all on public.order_document_readings from anon, authenticated;
grant select on public.order_document_readings to authenticated;
create policy order_document_readings_select on public.order_document_readings for select to authenticated
  using ((select private.caller_is_staff()));

-- normalizeForMatch (src/lib/document-reader/text.ts) in SQL: NFKC, plain punctuation, words re-joined across
-- line-break hyphens, every run of whitespace (JavaScript's \s) one space, trimmed. Differences: Postgres's
-- Unicode tables for NFKC may be of another Unicode version than the browser's.
create function private.normalize_for_match(_text text) returns text
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select btrim(regexp_replace(
    regexp_replace(
      regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
        normalize(_text, NFKC),
        '[\u2018\u2019\u201A\u201B\u2032`]', '''', 'g'),
        '[\u201C\u201D\u201E\u201F\u2033]', '"', 'g'),
        '[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]', '-', 'g'),
        '\u00AD', '', 'g'),
        '[\u00A0\u2000-\u200A\u202F\u205F\u3000]', ' ', 'g'),
      '([A-Za-z])-[ \t]*\r?\n[ \t]*([a-z])', '\1\2', 'g'),
    '[\t\n\u000B\f\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+', ' ', 'g'), ' ')
$$;

-- quoteIsOnPage (src/lib/document-reader/ground.ts): the normalized quote (2..1200 characters) is on the page's
-- normalized text, or is once hyphens (and a space after one) are dropped from both.
create function private.quote_is_on_page(_page_text text, _quote text) returns boolean
language sql immutable set search_path = pg_catalog, pg_temp as $$
  with n as (select private.normalize_for_match(_quote) as quote, private.normalize_for_match(_page_text) as page)
  select char_length(n.quote) between 2 and 1200
    and (strpos(n.page, n.quote) > 0
         or strpos(regexp_replace(n.page, '- ?', '', 'g'), regexp_replace(n.quote, '- ?', '', 'g')) > 0)
  from n
$$;

-- Every source a result cites, in document order: the non-null value of any `source` key, and the non-null
-- values inside any `sources` object (DocumentSummary.sources: title, date, signed), at any depth.
create function private.result_sources(_value jsonb) returns setof jsonb
language plpgsql immutable set search_path = pg_catalog, pg_temp as $$
declare
  _key text;
  _child jsonb;
begin
  if jsonb_typeof(_value) = 'object' then
    for _key, _child in select e.key, e.value from jsonb_each(_value) e loop
      if _key = 'source' and jsonb_typeof(_child) <> 'null' then
        return next _child;
      elsif _key = 'sources' and jsonb_typeof(_child) = 'object' then
        return query select s.value from jsonb_each(_child) s where jsonb_typeof(s.value) <> 'null';
      else
        return query select * from private.result_sources(_child);
      end if;
    end loop;
  elsif jsonb_typeof(_value) = 'array' then
    for _child in select e from jsonb_array_elements(_value) e loop
      return query select * from private.result_sources(_child);
    end loop;
  end if;
end
$$;

-- The first source of the result not grounded in the order's stored texts, or null when all are. A source's
-- file is the document's file name (documents[].name, as the reader is given it) or its storage path.
create function private.reading_ungrounded_source(_order_id uuid, _result jsonb) returns jsonb
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select s from private.result_sources(_result) with ordinality r(s, n)
  where not (
    jsonb_typeof(s) = 'object'
    and jsonb_typeof(s -> 'file') = 'string'
    and jsonb_typeof(s -> 'page') = 'number'
    and jsonb_typeof(s -> 'quote') = 'string'
    and exists (
      select 1 from public.order_document_texts t, jsonb_array_elements(t.pages) p
      where t.order_id = _order_id and t.error is null
        and (s ->> 'file') in (t.file_name, t.storage_path)
        and (p ->> 'page') = (s ->> 'page')
        and private.quote_is_on_page(p ->> 'text', s ->> 'quote')))
  order by r.n
  limit 1
$$;

revoke all on function private.document_pages_fault(jsonb) from public;
revoke all on function private.document_read_error_fault(jsonb) from public;
revoke all on function private.normalize_for_match(text) from public;
revoke all on function private.quote_is_on_page(text, text) from public;
revoke all on function private.result_sources(jsonb) from public;
revoke all on function private.reading_ungrounded_source(uuid, jsonb) from public;

-- Admins store the text of one document of an order (or why it could not be read); reading it again replaces it.
create function public.save_document_text(_order_id uuid, _storage_path text, _pages jsonb, _error jsonb)
returns public.order_document_texts
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _uid uuid := (select auth.uid());
  _order public.order_requests;
  _file_name text;
  _fault text;
  _row public.order_document_texts;
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can save document texts' using errcode = '42501';
  end if;
  select * into _order from public.order_requests where id = _order_id;
  if not found then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  select d ->> 'name' into _file_name from jsonb_array_elements(_order.documents) d
  where d ->> 'storage_path' = _storage_path limit 1;
  if _file_name is null then
    raise exception 'That file is not one of this order''s documents' using errcode = '22023';
  end if;
  _fault := coalesce(private.document_pages_fault(coalesce(_pages, 'null')), private.document_read_error_fault(_error));
  if _fault is not null then
    raise exception '%', _fault using errcode = '22023';
  end if;

  insert into public.order_document_texts as t
    (order_id, storage_path, file_name, pages, page_count, ocr_pages, error, read_by, read_at)
  values (
    _order.id, _storage_path, _file_name, _pages, jsonb_array_length(_pages),
    coalesce((select array_agg((p ->> 'page')::integer order by n) from jsonb_array_elements(_pages) with ordinality e(p, n)
              where p ? 'ocr'), '{}'),
    nullif(_error, 'null'::jsonb), _uid, now())
  on conflict (order_id, storage_path) do update set
    file_name = excluded.file_name, pages = excluded.pages, page_count = excluded.page_count,
    ocr_pages = excluded.ocr_pages, error = excluded.error, read_by = excluded.read_by, read_at = excluded.read_at
  returning * into _row;
  return _row;
end
$$;
revoke all on function public.save_document_text(uuid, text, jsonb, jsonb) from public, anon;
grant execute on function public.save_document_text(uuid, text, jsonb, jsonb) to authenticated;

-- Admins store a reader's result for an order: only when every source it cites is on the cited page of a stored
-- text. documents: the storage paths of the order's texts read without error when it was saved.
create function public.save_document_reading(_order_id uuid, _reader text, _result jsonb)
returns public.order_document_readings
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _uid uuid := (select auth.uid());
  _bad jsonb;
  _row public.order_document_readings;
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can save document readings' using errcode = '42501';
  end if;
  if not exists (select 1 from public.order_requests where id = _order_id) then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  if _reader is null or not (_reader = 'built-in' or _reader ~ '^ai:[A-Za-z0-9][A-Za-z0-9._:/@-]{0,99}$') then
    raise exception 'The reader must be built-in or ai:<model>' using errcode = '22023';
  end if;
  if jsonb_typeof(_result) is distinct from 'object' then
    raise exception 'The result must be an object' using errcode = '22023';
  end if;
  if octet_length(_result::text) > 2097152 then
    raise exception 'The result is larger than 2 MB' using errcode = '22023';
  end if;
  _bad := private.reading_ungrounded_source(_order_id, _result);
  if _bad is not null then
    raise exception 'A source is not in the stored document texts: %', _bad::text using errcode = '22023';
  end if;

  insert into public.order_document_readings (order_id, reader, result, documents, created_by)
  values (_order_id, _reader, _result,
          coalesce((select array_agg(t.storage_path order by t.storage_path) from public.order_document_texts t
                    where t.order_id = _order_id and t.error is null), '{}'),
          _uid)
  returning * into _row;
  return _row;
end
$$;
revoke all on function public.save_document_reading(uuid, text, jsonb) from public, anon;
grant execute on function public.save_document_reading(uuid, text, jsonb) to authenticated;
