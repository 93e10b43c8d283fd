import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readDocuments } from '@/lib/document-reader';
import { reportDraftFromReading } from '@/lib/document-reader/report-draft';
import { createAppSystem } from '@/theme/system';
import { REVIEWER_CHECKS_HEADING, ReviewerChecks } from './reviewer-checks';

/** A reading with a certificate of dissolution, an exhibit referred to and not supplied, and a low-confidence scan. */
const result = readDocuments([
  {
    file: 'bylaws.pdf',
    pages: [{ page: 1, text: 'BYLAWS\n\nThe officers of the Corporation are listed in Exhibit B.' }],
  },
  {
    file: 'certificate.pdf',
    pages: [{ page: 1, text: 'CERTIFICATE OF DISSOLUTION\n\nThe Corporation was dissolved on May 1, 2024.' }],
  },
  { file: 'scan.pdf', pages: [{ page: 1, text: 'Page left blank.', ocr: { confidence: 40 } }] },
]);
const draft = reportDraftFromReading(result);

function show(filled: boolean) {
  const system = createAppSystem();
  return render(
    <ChakraProvider value={system}>
      <ReviewerChecks checks={result.checks} riskItems={draft.content.riskItems ?? []} filled={filled} />
    </ChakraProvider>,
  );
}

describe('the reviewer’s checks in the Read documents panel', () => {
  it('lists each check under its heading with its message, quote, file and page', () => {
    show(true);
    const heading = screen.getByRole('heading', { name: REVIEWER_CHECKS_HEADING });
    expect(screen.getByRole('region', { name: REVIEWER_CHECKS_HEADING })).toContainElement(heading);
    const items = within(screen.getByRole('list', { name: REVIEWER_CHECKS_HEADING })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Entity endedAdded to the risk flags as S1certificate.pdf is titled "CERTIFICATE OF DISSOLUTION": it records that the entity was dissolved.“CERTIFICATE OF DISSOLUTION”certificate.pdf, page 1',
      'Exhibit not suppliedAdded to the risk flags as D2Exhibit B is referred to but not supplied.“The officers of the Corporation are listed in Exhibit B.”bylaws.pdf, page 1',
      'Low OCR confidencescan.pdf was read by OCR with low confidence (40%): check its values against the page.About the document as a whole: no single passage to quote.',
    ]);
  });

  it('says a check became a risk flag only when the editor was filled', () => {
    show(false);
    expect(screen.queryByText(/Added to the risk flags/)).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows nothing when there is nothing to look at', () => {
    const { container } = render(
      <ChakraProvider value={createAppSystem()}>
        <ReviewerChecks checks={[]} riskItems={[]} filled />
      </ChakraProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
