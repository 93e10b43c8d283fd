-- functions in public and private grant EXECUTE to PUBLIC, anon and authenticated exactly where the app and the policies need it
begin;
select plan(1);

select set_eq(
  $$select format('%s.%s(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)),
           case a.grantee when 0 then 'PUBLIC' else a.grantee::regrole::text end
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
    where n.nspname in ('public', 'private') and a.privilege_type = 'EXECUTE'
      and (a.grantee = 0 or a.grantee in ('anon'::regrole, 'authenticated'::regrole))$$,
  $$values
    ('private.caller_awaits_factor_approval()', 'authenticated'),
    ('private.caller_is_active()', 'anon'),
    ('private.caller_is_active()', 'authenticated'),
    ('private.caller_is_admin()', 'authenticated'),
    ('private.caller_is_staff()', 'authenticated'),
    ('private.documents_are_own_uploads(_docs jsonb)', 'authenticated'),
    ('private.lock_and_count_other_active_admins(_except uuid)', 'authenticated'),
    ('private.order_document_is_referenced(_name text)', 'authenticated'),
    ('private.valid_order_documents(_docs jsonb)', 'authenticated'),
    ('public.adjust_credits(_user_id uuid, _credits integer, _reason text)', 'authenticated'),
    ('public.admin_dashboard()', 'authenticated'),
    ('public.answer_report_question(_question_id uuid, _answer text)', 'authenticated'),
    ('public.approve_admin_factor(_user_id uuid)', 'authenticated'),
    ('public.ask_for_approval(_order_id uuid, _draft_version integer, _checker uuid)', 'authenticated'),
    ('public.awaits_factor_approval()', 'authenticated'),
    ('public.assign_order(_order_id uuid, _assignee uuid)', 'authenticated'),
    ('public.assign_user_role(_user_id uuid, _role app_role)', 'authenticated'),
    ('public.confirm_los_address(_report_id uuid, _recipient text, _code text, _remember boolean, _packet_version integer)', 'authenticated'),
    ('public.credit_balance(_user_id uuid)', 'authenticated'),
    ('public.decide_approval(_order_id uuid, _draft_version integer, _approve boolean, _note text)', 'authenticated'),
    ('public.discard_report_draft(_order_id uuid, _base_version integer)', 'authenticated'),
    ('public.escalate_order(_order_id uuid, _question text)', 'authenticated'),
    ('public.grant_credits(_user_id uuid, _credits integer, _amount_paid_cents integer, _reason text)', 'authenticated'),
    ('public.is_admin()', 'authenticated'),
    ('public.log_export(_view text, _filters jsonb, _rows integer)', 'authenticated'),
    ('public.publish_report(_order_id uuid, _content jsonb, _note text)', 'authenticated'),
    ('public.publish_report(_order_id uuid, _content jsonb, _note text, _reviews jsonb, _override text, _without_approval text)', 'authenticated'),
    ('public.question_report_field(_order_id uuid, _field text, _label text, _question text)', 'authenticated'),
    ('public.reader_review_stats(_days integer)', 'authenticated'),
    ('public.queue_los_delivery(_report_id uuid, _recipient text, _remember boolean, _packet_version integer)', 'authenticated'),
    ('public.record_user_created(_user_id uuid)', 'authenticated'),
    ('public.reset_user_mfa(_user_id uuid)', 'authenticated'),
    ('public.resubmit_order(_order_id uuid, _documents jsonb, _message text)', 'authenticated'),
    ('public.save_document_reading(_order_id uuid, _reader text, _result jsonb)', 'authenticated'),
    ('public.save_document_text(_order_id uuid, _storage_path text, _pages jsonb, _error jsonb)', 'authenticated'),
    ('public.save_report_draft(_order_id uuid, _base_version integer, _content jsonb)', 'authenticated'),
    ('public.set_order_status(_order_id uuid, _status text, _message text)', 'authenticated'),
    ('public.user_list_page(_search text, _status text, _role text, _sort text, _page integer, _page_size integer)', 'authenticated')$$,
  'EXECUTE grants to PUBLIC, anon and authenticated');

select * from finish();
rollback;
