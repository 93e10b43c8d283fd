import type { ReportFieldEvent } from '@/backend';
import { PERSONAS } from './personas';
import type { SeedData } from './seed-data';

const HOUR = 3_600_000;

/**
 * Who verified what in the demo (issue 46 §4): the history of Maple Street Holdings' published version 1, as the
 * admin persona drafted and verified it from the articles before publishing, so the published versions show it;
 * and the event the Brightwater draft's seeded question is (migration 3200's trigger writes it in supabase/seed.sql).
 * supabase/seed.sql's seed-field-events block holds the same rows.
 */
export const SEED_FIELD_EVENTS = {
  orderRef: '5e81b40d',
  /** [kind, field, label, file, page, hours before the version was published, draft version]. */
  events: [
    ['drafted', 'entityName', 'Entity legal name', 'articles-of-incorporation.pdf', 1, 3, 1],
    ['drafted', 'formationState', 'Formation state', 'articles-of-incorporation.pdf', 1, 3, 1],
    ['verified', 'entityName', 'Entity legal name', 'articles-of-incorporation.pdf', 1, 2, 2],
    ['verified', 'formationState', 'Formation state', 'articles-of-incorporation.pdf', 1, 2, 2],
  ] as const,
};

export function seedFieldEvents(seed: Pick<SeedData, 'reports' | 'questions' | 'drafts'>): ReportFieldEvent[] {
  const report = seed.reports.find((r) => r.order_id.startsWith(SEED_FIELD_EVENTS.orderRef) && r.version === 1)!;
  const published = SEED_FIELD_EVENTS.events.map(
    ([kind, field, label, file, page, hours, draftVersion], i): ReportFieldEvent => ({
      id: i + 1,
      order_id: report.order_id,
      draft_version: draftVersion,
      report_version: 1,
      field,
      label,
      kind,
      actor_id: PERSONAS.admin.id,
      actor_email: PERSONAS.admin.email,
      at: new Date(Date.parse(report.published_at) - hours * HOUR).toISOString(),
      file,
      page,
    }),
  );
  // The seeded draft's review is empty, so its question cites no page.
  const questioned = seed.questions.map((q, i): ReportFieldEvent => ({
    id: published.length + i + 1,
    order_id: q.order_id,
    draft_version: seed.drafts.find((d) => d.order_id === q.order_id)?.version ?? null,
    report_version: null,
    field: q.field,
    label: q.label,
    kind: 'questioned',
    actor_id: q.asked_by,
    actor_email: q.asked_by_email,
    at: q.asked_at,
    file: null,
    page: null,
  }));
  return [...published, ...questioned];
}
