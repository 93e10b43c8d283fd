-- security-definer functions in public are exactly the RPCs that check their caller themselves (role
-- assignment, order status, resubmission, credits, publishing, escalating, the LOS hand-off and its address confirmation, recording an export and a created user, resetting another user's second factor or approving it, saving a document's text and a reading of the documents, saving and discarding a report draft, asking for its approval, questioning a field, answering a question and deciding on the approval, the users list's search, which applies the profiles policy itself); every other definer helper lives in private, which the
-- API does not expose. The retention functions run as their caller (the service role); deleted_user_documents, the
-- purge's list of deleted users' files, is a definer (it reads auth.users) executable by the service role only, as are
-- the Stripe webhook's and checkout's functions (record_credit_checkout, apply_stripe_*, record_stripe_event_ignored).
begin;
select plan(1);

select is(
  (select string_agg(p.proname, ', ' order by p.proname) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and p.prosecdef),
  'adjust_credits, answer_report_question, apply_stripe_charge_refunded, apply_stripe_checkout_completed, apply_stripe_checkout_expired, approve_admin_factor, ask_for_approval, assign_order, assign_user_role, confirm_los_address, credit_balance, decide_approval, deleted_user_documents, discard_report_draft, escalate_order, grant_credits, log_export, publish_report, question_report_field, queue_los_delivery, record_credit_checkout, record_sos_lookup, record_stripe_event_ignored, record_user_created, reset_user_mfa, resubmit_order, save_document_reading, save_document_text, save_report_draft, set_order_status, user_list_page',
  'security-definer functions in the exposed schema');

select * from finish();
rollback;
