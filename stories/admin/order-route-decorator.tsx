import type { Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { toaster } from '@/components/ui/toaster';
import { PageTextExtractorContext, type PageTextExtractor } from '@/features/admin-orders/review/reading/extractor';

/**
 * The admin's order page under its route, with the document reader's extractor the story gives (a fake, or the
 * real worker), so Read documents runs without reading real files unless a story asks for it.
 */
export const withOrderRouteExtracting =
  (extractor: (parameters: Record<string, unknown>) => PageTextExtractor): Decorator =>
  (Story, { parameters }) => (
    <PageTextExtractorContext.Provider value={extractor(parameters)}>
      <Routes>
        <Route path="admin/orders/:id" element={<Story />} />
      </Routes>
    </PageTextExtractorContext.Provider>
  );

/** The admin's order page under its route, as withOrderRouteExtracting gives it, for stories that read no document. */
export const withOrderRoute: Decorator = (Story) => (
  <Routes>
    <Route path="admin/orders/:id" element={<Story />} />
  </Routes>
);

/**
 * Each story starts with no toast on screen. (Drafts are the service's: the backend is reseeded for every story,
 * which also ends the previous story's sessions, so a save its editor makes as it unmounts is refused.)
 */
export function resetEditorState() {
  toaster.remove();
}
