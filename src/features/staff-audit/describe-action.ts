import type { StaffAuditAction, StaffAuditEntry } from '@/backend';
import { dollars, orderReference } from '@/components/orders/format';
import { reportFieldLabel } from '@/lib/report/fields';

/** How the trail names each action. */
export const STAFF_ACTION_LABELS: Record<StaffAuditAction, string> = {
  user_created: 'User created',
  status_changed: 'Status changed',
  credits_adjusted: 'Credits changed',
  order_status_changed: 'Order moved',
  report_published: 'Report published',
  export_made: 'Export made',
  mfa_enrolled: 'MFA enrolled',
  mfa_reset: 'MFA reset',
  mfa_approved: 'MFA approved',
  report_reviewed: 'Report reviewed',
  sos_checked: 'Secretary of State checked',
  order_assigned: 'Order assigned',
  approval_asked: 'Approval asked',
  field_questioned: 'Field questioned',
  question_answered: 'Question answered',
  draft_approved: 'Draft approved',
  draft_sent_back: 'Draft sent back',
  field_decisions_saved: 'Field decisions saved',
};

/** The lists an export is made of, as the screens name them. */
const EXPORT_VIEW_LABELS: Record<string, string> = {
  users: 'users',
  orders: 'orders',
  role_audit: 'the role audit log',
  staff_audit: 'the staff audit trail',
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' ? value : null);
/** The kinds of a save's field events, in the order the trail names them (migration 3600). */
const SAVED_DECISIONS = ['drafted', 'verified', 'edited', 'rejected'] as const;

/** The fields of one kind in a save's entry, by their labels (a value the reader missed is kept by its path). */
function fieldNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((f: unknown) => {
    if (!f || typeof f !== 'object') return [];
    const { field, label } = f as Record<string, unknown>;
    if (text(label) && label !== field) return [text(label)!];
    return text(field) ? [reportFieldLabel(text(field)!)] : [];
  });
}

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${Math.abs(n) === 1 ? '' : 's'}`;

/**
 * One sentence for an entry's details, e.g. "Active to Suspended" or "Exported 42 rows of users (status:
 * Active)". Details written by another version of the app, or missing fields, never break it: what is not
 * understood is left out.
 */
export function describeStaffAction(entry: Pick<StaffAuditEntry, 'action' | 'details'>): string {
  const d = entry.details;
  switch (entry.action) {
    case 'user_created':
      return text(d.email) ? `Created ${text(d.email)}` : 'Created a user';
    case 'status_changed':
      return `${text(d.from) ?? 'No status'} to ${text(d.to) ?? 'no status'}`;
    case 'credits_adjusted': {
      const credits = count(d.credits) ?? 0;
      const signed = `${credits > 0 ? '+' : ''}${plural(credits, 'credit')}`;
      const paid = count(d.amountPaidCents);
      const head = d.kind === 'purchase' ? `${signed} purchased${paid !== null ? ` (${dollars(paid)})` : ''}` : signed;
      return text(d.reason) ? `${head}: ${text(d.reason)}` : head;
    }
    case 'order_status_changed':
      return `Order ${text(d.orderId) ? orderReference(text(d.orderId)!) : ''}: ${text(d.from) ?? 'new'} to ${text(d.to) ?? '?'}`;
    case 'report_published': {
      // Its sign-off (issue 46 §2): the checker who approved the draft, or the reason it was published without.
      const signoff = d.signoff && typeof d.signoff === 'object' ? (d.signoff as Record<string, unknown>) : null;
      const checker = text(signoff?.checkerEmail);
      const withoutApproval = text(signoff?.withoutApproval);
      const published = `Order ${text(d.orderId) ? orderReference(text(d.orderId)!) : ''}: version ${count(d.version) ?? '?'} published`;
      let said = checker ? `${published}, approved by ${checker}` : published;
      // Published over its contradictions (issue 46 §3): how many, and the written reason.
      const override = d.override && typeof d.override === 'object' ? (d.override as Record<string, unknown>) : null;
      if (override) {
        const overridden = Array.isArray(override.contradictions) ? override.contradictions.length : null;
        const what = overridden !== null ? plural(overridden, 'contradiction') : 'its contradictions';
        said = `${said} despite ${what}${text(override.reason) ? `. Override: ${text(override.reason)}` : ''}`;
      }
      return withoutApproval ? `${said}${/[.!?]$/.test(said) ? '' : '.'} Without approval: ${withoutApproval}` : said;
    }
    case 'export_made': {
      const view = EXPORT_VIEW_LABELS[text(d.view) ?? ''] ?? 'a list';
      const filters =
        d.filters && typeof d.filters === 'object'
          ? Object.entries(d.filters as Record<string, unknown>)
              .filter(([, v]) => v !== null && v !== '')
              .map(([k, v]) => `${k}: ${String(v)}`)
          : [];
      const rows = count(d.rows);
      return `Exported ${rows !== null ? plural(rows, 'row') : 'rows'} of ${view}${filters.length ? ` (${filters.join(', ')})` : ''}`;
    }
    case 'mfa_enrolled':
      return `Set up ${text(d.friendly_name) ? `an authenticator (${text(d.friendly_name)})` : 'an authenticator'}`;
    case 'mfa_reset': {
      const factors = count(d.factors);
      return factors !== null ? `Removed ${plural(factors, 'authenticator')}` : 'Removed the authenticators';
    }
    case 'mfa_approved': {
      const factors = count(d.factors);
      return factors !== null ? `Approved ${plural(factors, 'authenticator')}` : 'Approved the authenticators';
    }
    case 'report_reviewed': {
      const head = `Order ${text(d.orderId) ? orderReference(text(d.orderId)!) : ''}: version ${count(d.version) ?? '?'}`;
      const counts = (['verified', 'edited', 'rejected', 'added'] as const)
        .filter((k) => count(d[k]) !== null)
        .map((k) => `${count(d[k])!.toLocaleString('en-US')} ${k}`);
      return counts.length ? `${head} reviewed: ${counts.join(', ')}` : `${head} reviewed`;
    }
    case 'sos_checked': {
      const head = `Order ${text(d.orderId) ? orderReference(text(d.orderId)!) : ''}: ${text(d.state) ?? 'a state'} checked`;
      const candidates = count(d.candidates);
      if (d.outcome === 'not_found') return `${head}, not found`;
      return candidates !== null ? `${head}, ${plural(candidates, 'registration')} found` : head;
    }
    case 'order_assigned': {
      const head = `Order ${text(d.orderId) ? orderReference(text(d.orderId)!) : ''}`;
      return text(d.to) ? `${head} assigned to ${text(d.toEmail) ?? 'a staff member'}` : `${head} unassigned`;
    }
    // A second pair of eyes on a draft (issue 46 §2).
    case 'approval_asked': {
      const head = `Order ${text(d.orderId) ? orderReference(text(d.orderId)!) : ''}: draft version ${count(d.draftVersion) ?? '?'}`;
      return `${head} sent to ${text(d.checkerEmail) ?? 'a checker'} for approval`;
    }
    case 'field_questioned': {
      const head = `Order ${text(d.orderId) ? orderReference(text(d.orderId)!) : ''}: ${text(d.label) ?? text(d.field) ?? 'a field'} questioned`;
      return text(d.question) ? `${head}: ${text(d.question)}` : head;
    }
    case 'question_answered': {
      const head = `Order ${text(d.orderId) ? orderReference(text(d.orderId)!) : ''}: question on ${text(d.label) ?? text(d.field) ?? 'a field'} answered`;
      return text(d.answer) ? `${head}: ${text(d.answer)}` : head;
    }
    case 'draft_approved':
    case 'draft_sent_back': {
      const head = `Order ${text(d.orderId) ? orderReference(text(d.orderId)!) : ''}: draft version ${count(d.draftVersion) ?? '?'} ${entry.action === 'draft_approved' ? 'approved' : 'sent back'}`;
      return text(d.note) ? `${head}: ${text(d.note)}` : head;
    }
    // Who verified what (issue 46 §4): one entry per save of a draft that changed its field decisions.
    case 'field_decisions_saved': {
      const head = `Order ${text(d.orderId) ? orderReference(text(d.orderId)!) : ''}: draft version ${count(d.draftVersion) ?? '?'} saved`;
      const said = SAVED_DECISIONS.map((kind) => [kind, fieldNames(d[kind])] as const)
        .filter(([, names]) => names.length > 0)
        .map(([kind, names]) => `${kind} ${names.join(', ')}`);
      return said.length ? `${head}: ${said.join('; ')}` : head;
    }
    default:
      return '';
  }
}
