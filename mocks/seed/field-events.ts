import type { ReportFieldEvent, StoredFieldReview } from '@/backend';
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

/**
 * The field reviews kept with that version (migration 1700's report_field_reviews, as publish_report stores them:
 * by the admin who published it, at its time), consistent with its events: the two fields the built-in reader
 * drafted from page 1 of the articles and the admin verified, each with the words on that page it was checked
 * against. supabase/seed.sql's seed-field-reviews block holds the same rows.
 */
export const SEED_FIELD_REVIEWS = {
  /** [id, field, label, value (drafted and published), file, page, quote]. */
  reviews: [
    [
      '00000000-0000-4000-8000-000000000b01',
      'entityName',
      'Entity legal name',
      'Maple Street Holdings, Inc.',
      'articles-of-incorporation.pdf',
      1,
      'Name of Corporation: Maple Street Holdings, Inc.',
    ],
    [
      '00000000-0000-4000-8000-000000000b02',
      'formationState',
      'Formation state',
      'Nevada',
      'articles-of-incorporation.pdf',
      1,
      'Filed in the office of the Nevada Secretary of State',
    ],
  ] as const,
  reader: 'built-in',
};

export function seedFieldReviews(seed: Pick<SeedData, 'reports'>): StoredFieldReview[] {
  const report = seed.reports.find((r) => r.order_id.startsWith(SEED_FIELD_EVENTS.orderRef) && r.version === 1)!;
  return SEED_FIELD_REVIEWS.reviews.map(([id, field, label, value, file, page, quote]) => ({
    id,
    report_id: report.id,
    order_id: report.order_id,
    field,
    label,
    decision: 'verified',
    drafted_value: value,
    published_value: value,
    source: { file, page, quote },
    reader: SEED_FIELD_REVIEWS.reader,
    reviewed_by: PERSONAS.admin.id,
    reviewed_at: report.published_at,
  }));
}

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
