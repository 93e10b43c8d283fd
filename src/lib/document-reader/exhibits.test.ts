import { describe, expect, it } from 'vitest';
import { quoteIsOnPage, readDocuments, type DocumentText } from './index.ts';

/** One file per entry (its pages), read together; the exhibits reported missing, each grounded. */
function missing(...files: Array<[name: string, pages: string[]]>) {
  const documents: DocumentText[] = files.map(([file, pages]) => ({
    file,
    pages: pages.map((text, i) => ({ page: i + 1, text })),
  }));
  const result = readDocuments(documents);
  for (const m of result.missing_exhibits) expect(quoteIsOnPage(documents, m.source)).toBe(true);
  expect(result.checks.filter((c) => c.code === 'missing-exhibit')).toHaveLength(result.missing_exhibits.length);
  return result.missing_exhibits.map((m) => m.reference);
}

const AGREEMENT = 'OPERATING AGREEMENT\nOF\nBLUE FERN LLC\n\n';

describe('forms named in passing are not missing exhibits', () => {
  it.each([
    [
      'a Schedule K-1 of the Internal Revenue Service',
      'The Manager will send each Member, within 90 days after the end of each Fiscal Year, an Internal Revenue Service\nSchedule K-1 with respect to the Member’s interest in the Company.',
    ],
    [
      "a Member's Schedule K-1s, without the IRS named",
      'Each Member agrees that the Company may deliver notices and reports electronically, including that Member’s Schedule K-1s.',
    ],
    [
      'tax returns and forms in a list',
      'Company expenses include the preparation of tax returns and Internal Revenue Service Forms 1065, Schedule K-1s and reports.',
    ],
    [
      'an IRS form by number',
      'Each Member shall deliver an IRS Form W-9 to the Company. The Company shall file Form 1065 and obtained its employer identification number on Form SS-4.',
    ],
    ['a schedule of a tax form', 'A Member who files Schedule C (Form 1040) for the business shall tell the Manager.'],
    ['an IRS schedule named in a sentence', 'The Company will deliver each Member’s IRS Schedule K-3 when required.'],
  ])('%s', (_, text) => {
    expect(missing(['operating-agreement.pdf', [AGREEMENT + text]])).toEqual([]);
  });

  it('still reports the schedules of the agreement itself, next to a tax form', () => {
    expect(
      missing([
        'operating-agreement.pdf',
        [
          `${AGREEMENT}The Members and their Percentage Interests are listed on Schedule A attached hereto. The Company will send each Member an IRS Schedule K-1.`,
        ],
      ]),
    ).toEqual(['Schedule A']);
  });
});

describe('exhibits of other documents', () => {
  it('an exhibit to another named agreement is not one of these files’ exhibits', () => {
    expect(
      missing([
        'board-consent.pdf',
        [
          'ACTION BY UNANIMOUS WRITTEN CONSENT OF THE BOARD OF DIRECTORS\n\nRESOLVED: That the Company enter into the Purchase Agreement with the investors set forth on the Schedule of Investors attached as Exhibit A to the Purchase Agreement.',
        ],
      ]),
    ).toEqual([]);
  });

  it('an exhibit that is the form of a document supplied as another file is supplied; one that is not, missing', () => {
    const consent =
      'ACTION BY WRITTEN CONSENT OF THE BOARD OF DIRECTORS\n\nRESOLVED: That the Company’s Amended and Restated Certificate of Incorporation, in the form attached hereto as Exhibit A (the "Restated Certificate"), is hereby approved.\nRESOLVED: That the Company enter into a Stock Purchase Agreement, in substantially the form attached hereto as Exhibit B.';
    const certificate =
      'Amended & Restated Certificate of Incorporation of Harbor Kite, Inc.\n\nArticle I\nThe name of the Corporation is Harbor Kite, Inc.';
    expect(missing(['board-consent.pdf', [consent]], ['restated-certificate.pdf', [certificate]])).toEqual([
      'Exhibit B',
    ]);
    expect(missing(['board-consent.pdf', [consent]])).toEqual(['Exhibit A', 'Exhibit B']);
  });
});

describe('exhibits supplied and exhibits only named', () => {
  const body = `${AGREEMENT}The Members are listed on Schedule A. The valuation method is set out in Schedule B.`;

  it('a heading with its content supplies the exhibit', () => {
    expect(
      missing([
        'operating-agreement.pdf',
        [
          body,
          'SCHEDULE A\nMembers\nAnn Lee  60%\nBo Park  40%',
          'SCHEDULE B - Valuation\nBook value, as the Manager determines it each year.',
        ],
      ]),
    ).toEqual([]);
  });

  it('a heading titled before its name supplies it ("Membership - Schedule 1")', () => {
    expect(
      missing([
        'operating-agreement.pdf',
        [
          `${AGREEMENT}The Members are set forth in Schedule 1 as amended from time to time.`,
          'Membership - Schedule 1\n\nLISTING OF MEMBERS AND CAPITAL CONTRIBUTIONS\n\nAnn Lee, 100 units; Bo Park, 50 units.',
        ],
      ]),
    ).toEqual([]);
  });

  it('a table of contents names the exhibits without supplying them', () => {
    const contents = 'SCHEDULE A — Members\n\nSCHEDULE B — Valuation Methodology\n\n';
    expect(missing(['operating-agreement.pdf', [contents + body]])).toEqual(['Schedule A', 'Schedule B']);
    expect(
      missing(['operating-agreement.pdf', [contents + body, 'SCHEDULE A\nMembers\nAnn Lee  60%\nBo Park  40%']]),
    ).toEqual(['Schedule B']);
  });

  it('a heading left empty at the end of a form names the exhibit and does not supply it', () => {
    expect(
      missing([
        'operating-agreement.pdf',
        [body, 'SCHEDULE A\nMembers\nAnn Lee  60%\nBo Park  40%', 'SCHEDULE B\n\nValuation'],
      ]),
    ).toEqual(['Schedule B']);
  });
});
