-- who can sign (issue 44 §4) is stored like every other value: a reading with signers, their authority clause,
-- limits and chain, and a signature block is saved when each quote is on its page and each value follows from its
-- quote; a signer's chain quote that is not on its page, a name absent from its quote, a title in neither of its
-- quotes, "jointly" where the clause says alone, a limit not in its clause and a signature line's capacity not in
-- its quote are each refused (22023 naming the value), and nothing is written
-- Document texts and readings (migrations 1600, 2200, 2400). Personas: admin ...0001 (aal2).
-- Seed: Casey's order c01 has operating-agreement.pdf and certificate-of-formation.pdf (both under 0003/c01/).
begin;
select plan(9);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf',
  '[{"page": 1, "text": "Cedar Ridge Apartments LLC, a Delaware limited liability company, is managed by its Manager.\nThe initial Manager is Alpine Trail Management, LLC.\nThe Manager may execute documents on behalf of the Company, except that the Manager may not borrow money in excess of $50,000 without the consent of the Members."},
    {"page": 2, "text": "MANAGER:\nALPINE TRAIL MANAGEMENT, LLC\nBy: /s/ Jane Roe\nTitle: President"}]', null);

create function pg_temp.save(_result text) returns void language sql as $$
  select null::void from public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'built-in', _result::jsonb)
$$;

-- One reading's fields, with `_signer` and `_line` put in place of its signer and its signature block's second line.
create function pg_temp.reading(_signer jsonb, _line jsonb) returns text language sql as $$
  select jsonb_build_object('reader', 'built-in', 'fields', jsonb_build_object(
    'entity_legal_name', '{"value": "Cedar Ridge Apartments LLC", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "Cedar Ridge Apartments LLC, a Delaware limited liability company, is managed by its Manager."}}'::jsonb,
    'consents', '[{"actions": ["borrow"], "threshold": "the consent of the Members", "amount": "in excess of $50,000", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "The Manager may execute documents on behalf of the Company, except that the Manager may not borrow money in excess of $50,000 without the consent of the Members."}}]'::jsonb,
    'signers', jsonb_build_array(_signer),
    'signature_block', jsonb_build_array(
      '{"level": 0, "party": "Cedar Ridge Apartments LLC", "capacity": {"value": "a Delaware limited liability company", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "Cedar Ridge Apartments LLC, a Delaware limited liability company, is managed by its Manager."}}, "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "Cedar Ridge Apartments LLC, a Delaware limited liability company, is managed by its Manager."}}'::jsonb,
      _line)))::text
$$;

create temp table good as select
  '{"name": "Alpine Trail Management, LLC", "title": "Manager", "acting": null,
    "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "The initial Manager is Alpine Trail Management, LLC."},
    "authority": {"value": "The Manager", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "The Manager may execute documents on behalf of the Company, except that the Manager may not borrow money in excess of $50,000 without the consent of the Members."}},
    "limits": [{"value": "in excess of $50,000", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "The Manager may execute documents on behalf of the Company, except that the Manager may not borrow money in excess of $50,000 without the consent of the Members."}}],
    "chain": [{"name": "Jane Roe", "title": "President", "source": {"file": "operating-agreement.pdf", "page": 2, "quote": "ALPINE TRAIL MANAGEMENT, LLC By: /s/ Jane Roe Title: President"}}]}'::jsonb as signer,
  '{"level": 1, "party": "Alpine Trail Management, LLC", "capacity": {"value": "Manager", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "The initial Manager is Alpine Trail Management, LLC."}}, "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "The initial Manager is Alpine Trail Management, LLC."}}'::jsonb as line;

select throws_ok(format('select pg_temp.save(%L)', pg_temp.reading(
    jsonb_set(signer, '{chain,0,source,page}', '1'), line)),
  '22023', 'A source is not in the stored document texts: {"file": "operating-agreement.pdf", "page": 1, "quote": "ALPINE TRAIL MANAGEMENT, LLC By: /s/ Jane Roe Title: President"}',
  'a chain''s quote that is not on the page it cites') from good;
select throws_ok(format('select pg_temp.save(%L)', pg_temp.reading(jsonb_set(signer, '{name}', '"Mallory Evil"'), line)),
  '22023', 'The reading''s fields.signers[0].name does not follow from its quote', 'a signer''s name absent from its quote') from good;
select throws_ok(format('select pg_temp.save(%L)', pg_temp.reading(jsonb_set(signer, '{title}', '"President"'), line)),
  '22023', 'The reading''s fields.signers[0].title does not follow from its quote', 'a title in neither the name''s quote nor the clause') from good;
select throws_ok(format('select pg_temp.save(%L)', pg_temp.reading(jsonb_set(signer, '{acting}', '"jointly"'), line)),
  '22023', 'The reading''s fields.signers[0].acting does not follow from its quote', '"jointly" where the clause says nothing of it') from good;
select throws_ok(format('select pg_temp.save(%L)', pg_temp.reading(jsonb_set(signer, '{limits,0,value}', '"in excess of $75,000"'), line)),
  '22023', 'The reading''s fields.signers[0].limits[0] does not follow from its quote', 'a limit its clause does not word') from good;
select throws_ok(format('select pg_temp.save(%L)', pg_temp.reading(signer, jsonb_set(line, '{capacity,value}', '"President"'))),
  '22023', 'The reading''s fields.signature_block[1].capacity does not follow from its quote', 'a signature line''s capacity not in its quote') from good;
select is((select count(*) from public.order_document_readings), 0::bigint, 'nothing was written');

select lives_ok(format('select pg_temp.save(%L)', pg_temp.reading(signer, line)),
  'a reading whose signers, limits, chain and signature block each follow from a quote on its page is saved') from good;
select is((select result -> 'fields' -> 'signers' -> 0 -> 'chain' -> 0 ->> 'name' from public.order_document_readings),
  'Jane Roe', 'and keeps who signs for the signer');

select * from finish();
rollback;
