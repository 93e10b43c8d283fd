import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { toaster } from '@/components/ui/toaster';
import { PageTextExtractorContext, type PageTextExtractor } from '@/features/admin-orders/review/reading/extractor';
import { clearReportDrafts } from './seed-orders';

/**
 * The admin's order page under its route, with the document reader's extractor the story gives (a fake, or the
 * real worker), so Read documents runs without reading real files unless a story asks for it.
 */
export const withOrderRouteExtracting =
  (extractor: (parameters: Record<string, unknown>) => PageTextExtractor): Decorator =>
  (Story, { parameters }) => (
    <PageTextExtractorContext.Provider value={extractor(parameters)}>
      <AfterThePreviousStorysDraft>
        <Routes>
          <Route path="admin/orders/:id" element={<Story />} />
        </Routes>
      </AfterThePreviousStorysDraft>
    </PageTextExtractorContext.Provider>
  );

/** The admin's order page under its route, as withOrderRouteExtracting gives it, for stories that read no document. */
export const withOrderRoute: Decorator = (Story) => (
  <AfterThePreviousStorysDraft>
    <Routes>
      <Route path="admin/orders/:id" element={<Story />} />
    </Routes>
  </AfterThePreviousStorysDraft>
);

/**
 * The previous story's editor saves its pending draft as it unmounts (as the page does when a reviewer leaves),
 * which can come after this story's beforeEach cleared the drafts: they are cleared again once that unmount is
 * done, before this story's editor reads one.
 */
function AfterThePreviousStorysDraft({ children }: { children: ReactNode }) {
  const [cleared, setCleared] = useState(false);
  useLayoutEffect(() => {
    clearReportDrafts();
    setCleared(true);
  }, []);
  return cleared ? children : null;
}

/** Each story starts with no toast on screen and no draft kept from another story. */
export function resetEditorState() {
  toaster.remove();
  clearReportDrafts();
}
