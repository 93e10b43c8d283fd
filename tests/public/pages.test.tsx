import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from '@/content/brand';
import { sampleCorporationReport, sampleLlcReport } from '@/content/sample-reports';
import * as about from '@/routes/public/about';
import * as contact from '@/routes/public/contact';
import * as counselnet from '@/routes/public/counselnet';
import * as features from '@/routes/public/features';
import * as home from '@/routes/public/home';
import * as impact from '@/routes/public/impact';
import * as privacy from '@/routes/public/privacy';
import * as processPage from '@/routes/public/process';
import * as story from '@/routes/public/story';
import * as terms from '@/routes/public/terms';
import { renderPublic } from './render';

type MetaTag = Partial<Record<string, string>>;
interface PageModule {
  default: ComponentType;
  meta: (args: { location: { pathname: string } }) => MetaTag[];
}

const pages: Array<[string, PageModule, string]> = [
  ['/', home, 'Know who can sign for the borrower'],
  ['/features', features, 'Suggested signature blocks'],
  ['/process', processPage, 'Enter the entity legal name'],
  ['/impact', impact, 'Estimate your return'],
  ['/about', about, 'Our timeline'],
  ['/story', story, 'The day before funding'],
  ['/our-story', story, 'The day before funding'],
  ['/counselnet', counselnet, 'report fee is credited back'],
  ['/contact', contact, brand.salesEmail],
  ['/privacy', privacy, 'Information We Collect'],
  ['/terms', terms, 'v.20250822'],
];

/** Heading levels may go down by any amount but never skip a level on the way down. */
function headingLevels() {
  return screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
}

describe.each(pages)('public page %s', (path, page, text) => {
  it('has one h1, no skipped heading levels, and its real content', () => {
    renderPublic(<page.default />, { path });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const levels = headingLevels();
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - (levels[i - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
    expect(document.body.textContent).toContain(text);
    expect(document.body.textContent).not.toMatch(/lorem|ipsum|TODO/i);
  });

  it('has its own title, description and Open Graph tags', () => {
    const tags = page.meta({ location: { pathname: path } });
    const title = tags.find((t) => 'title' in t)?.title;
    expect(title).toMatch(new RegExp(`\\| ${brand.productName}$`));
    expect(tags.find((t) => t.name === 'description')?.content?.length).toBeGreaterThan(60);
    expect(tags).toContainEqual({ property: 'og:url', content: path });
    expect(tags.find((t) => t.property === 'og:title')?.content).toBe(title);
  });
});

describe('terms', () => {
  it('has sections 1 to 18 in order with the stated terms', () => {
    renderPublic(<terms.default />, { path: '/terms' });
    const numbered = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => /^(\d+)\. /.exec(h.textContent ?? '')?.[1])
      .filter(Boolean)
      .map(Number);
    expect(numbered).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    const body = document.body.textContent ?? '';
    for (const phrase of [
      'at least 90 days after the order is submitted',
      'clicking to accept them when you submit an order',
      '(a) the master services agreement, then (b) the order form, then (c) these Terms',
      'amount the Customer paid for Credits in the 12 months',
      'for non-payment, for a violation of these Terms, or when use of the account presents a security risk',
      'not cured within 30 days after written notice',
      'keep the core functionality of purchased Credits during their validity period',
      'Force Majeure',
      'sanctions',
      'laws of the State of California',
      'Orange County, California',
      'Assignment',
      'Severability',
      'posting on this site, by email to the account email address, or through the Services',
      'Entire agreement',
      'Sections 3 through 17 survive',
      'Revised Terms apply to new orders submitted after the posted date',
      'Authorized Users',
    ]) {
      expect(body).toContain(phrase);
    }
    expect(screen.getByRole('heading', { name: '11. Indemnification' })).toBeInTheDocument();
  });
});

describe('landing page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has the hero actions, the illustrative Low Risk card, and the contact details', () => {
    renderPublic(<home.default />);
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/process');
    expect(screen.getAllByRole('button', { name: 'Request Demo' }).length).toBeGreaterThan(0);
    const card = screen.getByTestId('sample-report-card');
    for (const t of [
      'Low Risk',
      'Illustrative',
      'Entity type',
      'Formation date',
      'Jurisdiction',
      'Members',
      'Management',
      'Document inventory',
      '50%',
      '30%',
      '20%',
    ]) {
      expect(card).toHaveTextContent(t);
    }
    expect(screen.getByRole('link', { name: brand.salesEmail })).toHaveAttribute('href', `mailto:${brand.salesEmail}`);
    expect(screen.getByRole('link', { name: brand.phone })).toHaveAttribute('href', brand.phoneHref);
  });

  it('switches between the LLC and Corporation sample reports', async () => {
    const user = userEvent.setup();
    renderPublic(<home.default />);
    const tabs = screen.getByRole('tablist', { name: 'Sample report type' });
    expect(within(tabs).getByRole('tab', { name: 'LLC' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: sampleLlcReport.content.entityName })).toBeVisible();
    await user.click(within(tabs).getByRole('tab', { name: 'Corporation' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Corporation' });
    const corp = sampleCorporationReport.content.corporate;
    if (!corp) throw new Error('corporate details expected');
    for (const t of [
      sampleCorporationReport.content.entityName,
      'Principal office',
      'Number of directors',
      corp.chairman,
      corp.viceChairman,
      corp.officers.presidentAndCeo,
      corp.officers.secretary,
      corp.officers.treasurer,
      'Medium Risk',
    ]) {
      expect(panel).toHaveTextContent(t);
    }
  });

  it('Download Full Report builds the PDF on demand and saves it', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:sample';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderPublic(<home.default />);
    await user.click(
      screen.getByRole('button', { name: `Download Full Report for ${sampleLlcReport.content.entityName} (PDF)` }),
    );
    await vi.waitFor(() => expect(clicks).toEqual(['sample-report-cypress-ridge-properties-llc.pdf']), {
      timeout: 10_000,
    });
    expect(created).toHaveLength(1);
    const blob = created[0];
    expect(blob?.type).toBe('application/pdf');
    const head = new TextDecoder().decode(new Uint8Array(await blob!.arrayBuffer()).slice(0, 5));
    expect(head).toBe('%PDF-');
  });
});

describe('impact ROI calculator', () => {
  it('has labelled inputs and recomputes the estimate', async () => {
    const user = userEvent.setup();
    renderPublic(<impact.default />, { path: '/impact' });
    const results = screen.getByTestId('roi-results');
    expect(results).toHaveTextContent('30 hours');
    expect(results).toHaveTextContent('$1,150');
    expect(results).toHaveTextContent('Estimated net savings per year: $13,800');
    const loans = screen.getByLabelText('Entity loans per month');
    await user.clear(loans);
    await user.type(loans, '100');
    expect(results).toHaveTextContent('75 hours');
    expect(results).toHaveTextContent('Estimated net savings per year: $34,500');
    for (const label of ['Minutes saved per loan', 'Staff cost per hour', 'Cost per report'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
  });
});
