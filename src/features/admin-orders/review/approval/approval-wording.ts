import type { ReportApprovalRecord, StaffMember } from '@/backend';
import { formatDateTime } from '../../components/shared';

/** A staff member in the check's sentences: "you", their name (admins know it), else their email as recorded. */
export function staffName(
  id: string | null,
  email: string | null,
  me: string | null,
  staff: readonly StaffMember[] | undefined,
): string {
  if (id !== null && id === me) return 'you';
  return staff?.find((s) => s.id === id)?.name ?? email ?? 'a former staff member';
}

/**
 * Where the check stands, in one sentence for everyone on the order page (each starts with words, not a name, so
 * an email stays as it is written). `draftVersion` is the draft as the service has it now: an approval of an
 * older version does not count.
 */
export function checkSentence(
  approval: ReportApprovalRecord,
  draftVersion: number | null,
  me: string | null,
  staff: readonly StaffMember[] | undefined,
): string {
  const maker = staffName(approval.maker_id, approval.maker_email, me, staff);
  const checker = staffName(approval.checker_id, approval.checker_email, me, staff);
  const decided = formatDateTime(approval.decided_at ?? approval.asked_at);
  switch (approval.state) {
    case 'waiting':
      return `Waiting for ${checker} to check draft version ${approval.draft_version}: asked by ${maker} (${formatDateTime(approval.asked_at)}).`;
    case 'sent_back':
      return `Sent back by ${checker} (${decided}) to the maker, ${maker}, to change and ask again.`;
    case 'approved':
      return draftVersion === approval.draft_version
        ? `Approved by ${checker} (${decided}): draft version ${approval.draft_version} can be published.`
        : `Approved by ${checker} at draft version ${approval.draft_version}, but the draft has changed since (version ${draftVersion ?? 'none'}): ask for approval again.`;
  }
}

/** Whether the check approves the draft at this version (what publishing without a written reason needs). */
export const approves = (approval: ReportApprovalRecord | null, draftVersion: number | null) =>
  approval?.state === 'approved' && draftVersion !== null && approval.draft_version === draftVersion;
