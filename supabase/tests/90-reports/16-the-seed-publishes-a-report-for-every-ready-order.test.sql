-- the seed publishes version 1 of a report for every Report ready order and for no other: by the admin persona, when the order became Report ready, with content that passes the schema's rules and describes the order
-- Reports (migration 0900, supabase/seed.sql: the demo draft of mocks/seed, its dates following the order's).
begin;
select plan(5);

select set_eq($$select order_id from public.order_reports$$, $$select id from public.order_requests where status = 'Report ready'$$,
  'one report per Report ready order, none for the others');
select is((select count(*) from public.order_reports r
           where r.version = 1 and r.note is null and r.published_by = '00000000-0000-4000-8000-000000000001'
             and r.published_at = (select max(h.created_at) from public.order_status_history h
                                   where h.order_id = r.order_id and h.to_status = 'Report ready')),
  2::bigint, 'version 1 by the admin, published when the order became Report ready');
select is((select count(*) from public.order_reports r, private.report_content_errors(r.content)), 0::bigint,
  'the content passes every rule');
select is((select count(*) from public.order_reports r join public.order_requests o on o.id = r.order_id
           where r.content ->> 'entityName' = o.entity_legal_name and r.content ->> 'reportType' = o.report_type
             and r.content ->> 'formationState' = o.formation_state
             and r.content ->> 'propertyState' = coalesce(nullif(o.property_state, o.formation_state), '')
             and r.content ->> 'loanReference' = coalesce(o.loan_reference, '')),
  2::bigint, 'the content describes its order');
select is((select count(*) from public.order_reports r join public.order_requests o on o.id = r.order_id
           where (r.content #>> '{secretaryOfState,0,capturedAt}')::timestamptz
                 = date_trunc('minute', o.created_at + interval '92 minutes')),
  2::bigint, 'the Secretary of State record was read 92 minutes after the order, as the draft says');

select * from finish();
rollback;
