-- Issue 46 §2: a second pair of eyes (maker/checker). The admin writing a draft (the maker) asks a named staff
-- member (another admin or a moderator: the checker) to check it at its current version. The checker reads the
-- documents and the draft side by side, questions fields (the maker answers), and approves the draft or sends it
-- back with a note. Publishing needs the checker's approval of the draft's current version, or a written reason
-- to publish without one, which is kept with the version (its sign-off) and goes into the audit trail.
--
-- storage.objects, policy order_documents_select: staff (moderators too) read every order's files, as admins did,
--   so the checker reads the documents beside the draft. Owners still read their own folder only.
-- public.report_approvals: the check of an order's draft, one per draft (it goes with the draft: publishing or
--   discarding it ends the check). Who asked (the maker) and when, the checker named, the state ('waiting',
--   'sent_back', 'approved') and the checker's decision on draft_version, with its note. An approval holds for
--   that version only: save_report_draft is unchanged, so a save after an approval moves the draft's version and
--   the approval no longer counts (the screen says "ask again"). Asking again, in any state, starts a new check.
-- public.report_questions: the checker's questions on fields of the draft (field path, its label, the question),
--   open until an admin other than whoever asked answers them; kept when the maker asks again, gone with the draft.
--   A draft with an open question cannot be approved.
-- public.report_signoffs: one row per published version, written by publish_report just before its version (in its
--   transaction, like report_overrides of migration 3000, so the version's audit entry can read it): the maker
--   and the checker who approved the draft and when, or the reason it was published without an approval; who
--   published it and when. Append-only, gone only with its version (the order's deletion).
-- Ids are plain values and the emails are kept as they were (records outlive their users, migration 1510).
-- Staff read the three tables (the screens read them directly); customers never do; nobody writes them through
-- the API, only through the functions below. Each of the four functions records one staff audit entry (five new
-- actions: a decision is draft_approved or draft_sent_back); a version's 'report_published' entry carries its sign-off.
-- Texts are trimmed as the port's zod trim() does (private.js_trim) and counted with char_length, as elsewhere.
-- Every message is a constant of src/backend/schemas/report-approval.ts; the in-browser twin (mocks/handlers) has
-- the same checks in the same order, with the same messages and SQLSTATEs.

-- Moderators read the order's files (the checker's side of the check); 0300's policy with staff for admins.
drop policy order_documents_select on storage.objects;
create policy order_documents_select on storage.objects for select to authenticated
  using (
    bucket_id = 'order-documents'
    and (select private.caller_is_active())
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.caller_is_staff()))
  );

create table public.report_approvals (
  order_id uuid primary key references public.report_drafts (order_id) on delete cascade,
  draft_version integer not null check (draft_version >= 1),
  state text not null check (state in ('waiting', 'sent_back', 'approved')),
  maker_id uuid not null,
  maker_email text,
  asked_at timestamptz not null default now(),
  checker_id uuid not null,
  checker_email text,
  decided_at timestamptz,
  note text check (char_length(note) <= 2000)
);

alter table public.report_approvals enable row level security;
revoke all on public.report_approvals from anon, authenticated;
grant select on public.report_approvals to authenticated;
create policy report_approvals_select on public.report_approvals for select to authenticated
  using ((select private.caller_is_staff()));

create table public.report_questions (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.report_drafts (order_id) on delete cascade,
  field text not null check (char_length(field) between 1 and 200),
  label text not null check (char_length(label) between 1 and 200),
  question text not null check (char_length(question) between 1 and 2000),
  asked_by uuid not null,
  asked_by_email text,
  asked_at timestamptz not null default now(),
  answer text check (char_length(answer) between 1 and 2000),
  answered_by uuid,
  answered_by_email text,
  answered_at timestamptz
);
create index report_questions_order_id_idx on public.report_questions (order_id, asked_at);

alter table public.report_questions enable row level security;
revoke all on public.report_questions from anon, authenticated;
grant select on public.report_questions to authenticated;
create policy report_questions_select on public.report_questions for select to authenticated
  using ((select private.caller_is_staff()));

-- The sign-off of a published version: approved (maker and checker) or published without approval (the reason).
create table public.report_signoffs (
  order_id uuid not null,
  version integer not null,
  maker_id uuid,
  maker_email text,
  checker_id uuid,
  checker_email text,
  approved_at timestamptz,
  unapproved_reason text check (char_length(unapproved_reason) between 1 and 2000),
  published_by uuid not null,
  published_at timestamptz not null default now(),
  primary key (order_id, version),
  constraint report_signoffs_approved_or_reason check ((checker_id is null) = (unapproved_reason is not null)),
  -- Written just before its version, in the same transaction (so the version's audit entry can read it).
  constraint report_signoffs_version foreign key (order_id, version)
    references public.order_reports (order_id, version) on delete cascade deferrable initially deferred
);

alter table public.report_signoffs enable row level security;
revoke all on public.report_signoffs from anon, authenticated;
grant select on public.report_signoffs to authenticated;
create policy report_signoffs_select on public.report_signoffs for select to authenticated
  using ((select private.caller_is_staff()));

-- Append-only, as report_overrides: no update, no truncate, no delete but the cascade of the order's deletion.
create function private.report_signoffs_append_only() returns trigger
language plpgsql set search_path = pg_catalog, pg_temp as $$
begin
  raise exception 'Sign-offs are kept as they were published: they cannot be changed or deleted'
    using errcode = '42501';
end
$$;
revoke all on function private.report_signoffs_append_only() from public;
create trigger report_signoffs_append_only before update on public.report_signoffs
  for each row execute function private.report_signoffs_append_only();
create trigger report_signoffs_no_truncate before truncate on public.report_signoffs
  for each statement execute function private.report_signoffs_append_only();
create function private.report_signoffs_no_delete() returns trigger
language plpgsql set search_path = pg_catalog, pg_temp as $$
begin
  if exists (select 1 from public.order_reports r where r.order_id = old.order_id and r.version = old.version) then
    raise exception 'Sign-offs are kept as they were published: they cannot be changed or deleted'
      using errcode = '42501';
  end if;
  return old;
end
$$;
revoke all on function private.report_signoffs_no_delete() from public;
create trigger report_signoffs_no_delete before delete on public.report_signoffs
  for each row execute function private.report_signoffs_no_delete();

-- The five actions of the check join the staff audit trail, and the trail's export filter (migration 2000's
-- log_export, its list of actions extended; everything else unchanged).
alter table public.staff_audit_log drop constraint staff_audit_log_action_check;
alter table public.staff_audit_log add constraint staff_audit_log_action_check check (action in (
  'user_created', 'status_changed', 'credits_adjusted', 'order_status_changed', 'report_published',
  'export_made', 'mfa_enrolled', 'mfa_reset', 'mfa_approved', 'report_reviewed', 'sos_checked', 'order_assigned',
  'approval_asked', 'field_questioned', 'question_answered', 'draft_approved', 'draft_sent_back'
));

create or replace function public.log_export(_view text, _filters jsonb, _rows integer) returns void
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _allowed text[] := case _view
    when 'users' then array['search', 'status', 'role', 'sort']
    when 'orders' then array['search', 'status', 'assigned', 'sort']
    when 'staff_audit' then array['action']
    else array[]::text[]
  end;
  _key text;
  _value jsonb;
  _text text;
  _available bigint;
begin
  if _view is null or _view not in ('users', 'orders', 'role_audit', 'staff_audit') then
    raise exception 'Unknown export view' using errcode = '22023';
  end if;
  if not (case when _view = 'orders' then private.caller_is_staff() else private.caller_is_admin() end) then
    raise exception 'You cannot export this list' using errcode = '42501';
  end if;
  if _filters is null or jsonb_typeof(_filters) <> 'object' or length(_filters::text) > 2000 then
    raise exception 'Export filters must be an object of at most 2000 characters' using errcode = '22023';
  end if;
  if _rows is null or _rows < 0 then
    raise exception 'Exported rows must be zero or more' using errcode = '22023';
  end if;
  for _key, _value in select e.key, e.value from jsonb_each(_filters) e order by e.key loop
    if not (_key = any (_allowed)) then
      raise exception 'Unknown export filter: %', left(_key, 50) using errcode = '22023';
    end if;
    _text := case when jsonb_typeof(_value) = 'string' then _value #>> '{}' end;
    if _text is null or not (case _key
        when 'search' then char_length(_text) <= 200
        when 'status' then _text = any (case _view
          when 'users' then array['Active', 'Inactive', 'Suspended']
          else array['Submitted', 'In review', 'Needs documents', 'Escalated', 'Report ready', 'Cancelled']
        end)
        when 'role' then _text = any (array['Admin', 'Moderator', 'User'])
        when 'sort' then _text = any (case _view
          when 'users' then array['newest', 'oldest', 'name', 'email']
          else array['newest', 'waiting']
        end)
        when 'assigned' then _text = any (array['me', 'none'])
        else _text = any (array['user_created', 'status_changed', 'credits_adjusted', 'order_status_changed',
          'report_published', 'export_made', 'mfa_enrolled', 'mfa_reset', 'mfa_approved', 'report_reviewed', 'sos_checked',
          'order_assigned', 'approval_asked', 'field_questioned', 'question_answered', 'draft_approved', 'draft_sent_back'])
      end) then
      raise exception 'Invalid value for export filter: %', _key using errcode = '22023';
    end if;
  end loop;
  _available := case _view
    -- The Manage tab shows a profile without a status as Active, and its Active filter finds it.
    when 'users' then (
      select count(*) from public.profiles p
      where (_filters ->> 'status' is null or p.status = _filters ->> 'status'
             or (_filters ->> 'status' = 'Active' and p.status is null))
        and (_filters ->> 'role' is null or p.role = _filters ->> 'role'))
    when 'orders' then (
      select count(*) from public.order_requests o
      where _filters ->> 'status' is null or o.status = _filters ->> 'status')
    when 'role_audit' then (select count(*) from public.role_audit_log)
    else (
      select count(*) from public.staff_audit_log l
      where _filters ->> 'action' is null or l.action = _filters ->> 'action')
  end;
  if _rows > _available then
    raise exception 'Exported rows exceed the % rows of this list', _available using errcode = '22023';
  end if;
  insert into public.staff_audit_log (action, actor_id, actor_email, details)
  values (
    'export_made', auth.uid(), (select u.email from auth.users u where u.id = auth.uid()),
    jsonb_build_object('view', _view, 'filters', _filters, 'rows', _rows, 'available', _available)
  );
end
$$;
revoke all on function public.log_export(text, jsonb, integer) from public, anon;
grant execute on function public.log_export(text, jsonb, integer) to authenticated;

-- A text as the port's zod trim() leaves it, or null when nothing is left.
create function private.js_trimmed(_text text) returns text
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select nullif(private.js_trim(_text), '')
$$;
revoke all on function private.js_trimmed(text) from public;

-- The maker asks _checker to check the order's draft at _draft_version (the version the maker's screen shows: a
-- draft at another version, or none, is PT409 as a stale save is). Active admins at aal2 only; the checker must
-- be another admin or moderator whose account is not Suspended. Locks the order, as saves do, so the version
-- asked about is the draft's until the end of the transaction. Asking again, in any state, starts a new check
-- (waiting, no decision); the questions asked so far are kept.
create function public.ask_for_approval(_order_id uuid, _draft_version integer, _checker uuid)
returns public.report_approvals
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _order public.order_requests;
  _draft public.report_drafts;
  _checker_email text;
  _approval public.report_approvals;
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can ask for approval' using errcode = '42501';
  end if;
  if _order_id is null then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  select * into _order from public.order_requests o where o.id = _order_id for update;
  if not found then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  select * into _draft from public.report_drafts d where d.order_id = _order.id;
  if _draft.order_id is null or _draft.version is distinct from _draft_version then
    perform private.report_draft_conflict(_draft);
  end if;
  if _checker is null or _checker = (select auth.uid()) or not exists (
    select 1
    from public.user_roles ur
    join public.profiles p on p.id = ur.user_id
    where ur.user_id = _checker and ur.role in ('admin', 'moderator') and p.status is distinct from 'Suspended'
  ) then
    raise exception 'The checker must be another admin or moderator' using errcode = '22023';
  end if;
  select u.email into _checker_email from auth.users u where u.id = _checker;
  insert into public.report_approvals as a
    (order_id, draft_version, state, maker_id, maker_email, asked_at, checker_id, checker_email, decided_at, note)
  select _order.id, _draft.version, 'waiting', u.id, u.email, now(), _checker, _checker_email, null, null
  from auth.users u where u.id = (select auth.uid())
  on conflict (order_id) do update
    set draft_version = excluded.draft_version, state = excluded.state, maker_id = excluded.maker_id,
        maker_email = excluded.maker_email, asked_at = excluded.asked_at, checker_id = excluded.checker_id,
        checker_email = excluded.checker_email, decided_at = null, note = null
  returning * into _approval;
  perform private.record_staff_action('approval_asked', _order.user_id,
    jsonb_build_object('orderId', _order.id, 'draftVersion', _draft.version, 'checker', _checker,
                       'checkerEmail', _checker_email));
  return _approval;
end
$$;
revoke all on function public.ask_for_approval(uuid, integer, uuid) from public, anon;
grant execute on function public.ask_for_approval(uuid, integer, uuid) to authenticated;

-- The checker questions a field of the draft while it waits for them: the field's path, its label (as the editor
-- shows it) and the question, trimmed. Staff only; a missing order has no check, so it is "not waiting" too.
-- Locks the check, so a decision taken at the same moment comes before or after the question, never beside it.
create function public.question_report_field(_order_id uuid, _field text, _label text, _question text)
returns public.report_questions
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _approval public.report_approvals;
  _field_text text := private.js_trimmed(_field);
  _label_text text := private.js_trimmed(_label);
  _question_text text := private.js_trimmed(_question);
  _asked public.report_questions;
begin
  if not private.caller_is_staff() then
    raise exception 'Only staff can question a report field' using errcode = '42501';
  end if;
  select * into _approval from public.report_approvals a where a.order_id = _order_id for update;
  if _approval.order_id is null or _approval.state <> 'waiting' then
    raise exception 'The draft is not waiting for a check' using errcode = 'P0001';
  end if;
  if _approval.checker_id is distinct from (select auth.uid()) then
    raise exception 'Only the checker named for this draft can question it or decide on it' using errcode = '42501';
  end if;
  if _field_text is null or _label_text is null or char_length(_field_text) > 200 or char_length(_label_text) > 200 then
    raise exception 'The field and its label must be 1 to 200 characters each' using errcode = '22023';
  end if;
  if _question_text is null or char_length(_question_text) > 2000 then
    raise exception 'The question must be 1 to 2000 characters' using errcode = '22023';
  end if;
  insert into public.report_questions (order_id, field, label, question, asked_by, asked_by_email)
  select _approval.order_id, _field_text, _label_text, _question_text, u.id, u.email
  from auth.users u where u.id = (select auth.uid())
  returning * into _asked;
  perform private.record_staff_action('field_questioned',
    (select o.user_id from public.order_requests o where o.id = _approval.order_id),
    jsonb_build_object('orderId', _approval.order_id, 'field', _field_text, 'label', _label_text,
                       'question', _question_text));
  return _asked;
end
$$;
revoke all on function public.question_report_field(uuid, text, text, text) from public, anon;
grant execute on function public.question_report_field(uuid, text, text, text) to authenticated;

-- An admin answers an open question (trimmed), once; whoever asked it does not (the maker answers). Active admins
-- at aal2 only. Locks the question, so two answers at once leave the first.
create function public.answer_report_question(_question_id uuid, _answer text) returns public.report_questions
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _asked public.report_questions;
  _answer_text text := private.js_trimmed(_answer);
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can answer a question' using errcode = '42501';
  end if;
  select * into _asked from public.report_questions q where q.id = _question_id for update;
  if _asked.id is null then
    raise exception 'Question not found' using errcode = 'PT404';
  end if;
  if _asked.answer is not null then
    raise exception 'This question was already answered' using errcode = 'P0001';
  end if;
  if _asked.asked_by = (select auth.uid()) then
    raise exception 'You asked this question: the maker answers it' using errcode = '42501';
  end if;
  if _answer_text is null or char_length(_answer_text) > 2000 then
    raise exception 'The answer must be 1 to 2000 characters' using errcode = '22023';
  end if;
  update public.report_questions q
    set answer = _answer_text, answered_by = u.id, answered_by_email = u.email, answered_at = now()
  from auth.users u
  where q.id = _asked.id and u.id = (select auth.uid())
  returning q.* into _asked;
  perform private.record_staff_action('question_answered',
    (select o.user_id from public.order_requests o where o.id = _asked.order_id),
    jsonb_build_object('orderId', _asked.order_id, 'field', _asked.field, 'label', _asked.label,
                       'answer', _answer_text));
  return _asked;
end
$$;
revoke all on function public.answer_report_question(uuid, text) from public, anon;
grant execute on function public.answer_report_question(uuid, text) to authenticated;

-- The checker approves the draft at _draft_version (the version on their screen: a draft saved since is PT409) or
-- sends it back with a note saying why; a note with an approval is a remark (blank: none). Approving needs every
-- question answered. _approve null is not an approval (it sends back, so it needs a note). Locks the check.
create function public.decide_approval(_order_id uuid, _draft_version integer, _approve boolean, _note text)
returns public.report_approvals
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _approval public.report_approvals;
  _draft public.report_drafts;
  _note_text text := private.js_trimmed(_note);
  _approving boolean := coalesce(_approve, false);
begin
  if not private.caller_is_staff() then
    raise exception 'Only staff can approve or send back a draft' using errcode = '42501';
  end if;
  select * into _approval from public.report_approvals a where a.order_id = _order_id for update;
  if _approval.order_id is null or _approval.state <> 'waiting' then
    raise exception 'The draft is not waiting for a check' using errcode = 'P0001';
  end if;
  if _approval.checker_id is distinct from (select auth.uid()) then
    raise exception 'Only the checker named for this draft can question it or decide on it' using errcode = '42501';
  end if;
  select * into _draft from public.report_drafts d where d.order_id = _approval.order_id;
  if _draft.version is distinct from _draft_version then
    perform private.report_draft_conflict(_draft);
  end if;
  if char_length(_note_text) > 2000 then
    raise exception 'The note must be at most 2000 characters' using errcode = '22023';
  end if;
  if not _approving and _note_text is null then
    raise exception 'Say why the draft is sent back' using errcode = '22023';
  end if;
  if _approving and exists (
    select 1 from public.report_questions q where q.order_id = _approval.order_id and q.answer is null
  ) then
    raise exception 'Every question must be answered before the draft is approved' using errcode = 'P0001';
  end if;
  update public.report_approvals a
    set state = case when _approving then 'approved' else 'sent_back' end, draft_version = _draft_version,
        decided_at = now(), note = _note_text
  where a.order_id = _approval.order_id
  returning * into _approval;
  perform private.record_staff_action(case when _approving then 'draft_approved' else 'draft_sent_back' end,
    (select o.user_id from public.order_requests o where o.id = _approval.order_id),
    jsonb_build_object('orderId', _approval.order_id, 'draftVersion', _draft_version, 'note', _note_text));
  return _approval;
end
$$;
revoke all on function public.decide_approval(uuid, integer, boolean, text) from public, anon;
grant execute on function public.decide_approval(uuid, integer, boolean, text) to authenticated;

-- A version published (publish_report): the audit entry also carries its sign-off, the maker and checker who
-- approved it or the reason it was published without an approval (migration 3000's trigger, with that added).
create or replace function private.order_reports_audit() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  _override public.report_overrides;
  _signoff public.report_signoffs;
begin
  select * into _override from public.report_overrides o where o.order_id = new.order_id and o.version = new.version;
  select * into _signoff from public.report_signoffs s where s.order_id = new.order_id and s.version = new.version;
  perform private.record_staff_action('report_published',
    (select o.user_id from public.order_requests o where o.id = new.order_id),
    jsonb_build_object('orderId', new.order_id, 'version', new.version)
    || case when _override.reason is null then '{}'::jsonb
            else jsonb_build_object('override', jsonb_build_object(
              'reason', _override.reason,
              'contradictions', (select jsonb_agg(c ->> 'message' order by n)
                                 from jsonb_array_elements(_override.contradictions) with ordinality x(c, n))))
       end
    || case when _signoff.order_id is null then '{}'::jsonb
            when _signoff.checker_id is not null then jsonb_build_object('signoff', jsonb_build_object(
              'makerEmail', _signoff.maker_email, 'checkerEmail', _signoff.checker_email))
            else jsonb_build_object('signoff', jsonb_build_object('withoutApproval', _signoff.unapproved_reason))
       end);
  return null;
end
$$;

-- Migration 3000's publish_report(_order_id, _content, _note, _reviews, _override) becomes the private step that
-- publishes a consistent version (unchanged: it checks its caller itself); the public function below wraps it with
-- the approval gate. Moved, not restated, so that function keeps one text; the API no longer reaches it.
alter function public.publish_report(uuid, jsonb, text, jsonb, text) set schema private;
alter function private.publish_report(uuid, jsonb, text, jsonb, text) rename to publish_report_consistent;
revoke all on function private.publish_report_consistent(uuid, jsonb, text, jsonb, text) from public, anon, authenticated;

-- Publishing with the approval gate. Who may publish and which order first (as the step it wraps answers them;
-- the order is locked: the next version number is ours); then the reason's length. The draft is approved when its
-- check is 'approved' at the draft's current version. Approved, or with a reason: the version's sign-off is
-- written, then the version (its audit entry carries the sign-off; publishing it removes the draft, and with it
-- the check and its questions). Neither: every other check runs first (its error is the one to fix first), then
-- the refusal, which undoes whatever it wrote. With an approval a reason is not needed and not kept. The new last
-- argument has a default, so every call with four or five arguments reaches this function, and the
-- three-argument wrapper (migration 1700, which calls the four-argument form) with it.
create function public.publish_report(_order_id uuid, _content jsonb, _note text, _reviews jsonb,
  _override text default null, _without_approval text default null)
returns public.order_reports
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _order public.order_requests;
  _reason text := private.js_trimmed(_without_approval);
  _approval public.report_approvals;
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can publish reports' using errcode = '42501';
  end if;
  if _order_id is null then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  _order := private.order_for_change(_order_id);
  if char_length(_reason) > 2000 then
    raise exception 'The reason for publishing without approval must be at most 2000 characters'
      using errcode = '22023';
  end if;
  select a.* into _approval
  from public.report_approvals a
  join public.report_drafts d on d.order_id = a.order_id and d.version = a.draft_version
  where a.order_id = _order.id and a.state = 'approved';
  if _approval.order_id is null and _reason is null then
    perform private.publish_report_consistent(_order_id, _content, _note, _reviews, _override);
    raise exception 'No checker has approved this draft: publishing it needs a written reason' using errcode = '22023';
  end if;
  insert into public.report_signoffs
    (order_id, version, maker_id, maker_email, checker_id, checker_email, approved_at, unapproved_reason, published_by)
  values (
    _order.id, (select coalesce(max(r.version), 0) + 1 from public.order_reports r where r.order_id = _order.id),
    _approval.maker_id, _approval.maker_email, _approval.checker_id, _approval.checker_email, _approval.decided_at,
    case when _approval.order_id is null then _reason end, (select auth.uid())
  );
  return private.publish_report_consistent(_order_id, _content, _note, _reviews, _override);
end
$$;
revoke all on function public.publish_report(uuid, jsonb, text, jsonb, text, text) from public, anon;
grant execute on function public.publish_report(uuid, jsonb, text, jsonb, text, text) to authenticated;
