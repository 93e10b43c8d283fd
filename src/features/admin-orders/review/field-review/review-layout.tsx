import { Box, chakra, Grid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { OrderRequest } from '@/backend';
import { reportFieldLabel } from '../editor/field-labels';
import { SourceViewer } from '../page-viewer/source-viewer';
import { inEditorOrder } from './field-review';
import { FieldReviewProvider, ReviewToolbar, sourceOf, type FieldReviewControls } from './field-review-ui';
import type { FieldReviewSession } from './use-field-review';

/** The field the viewer opens on before one is chosen: the first drafted field not yet decided, down the page. */
function firstToReview(controls: FieldReviewControls): string | null {
  const paths = inEditorOrder(controls.state.drafted.map((f) => f.path));
  return paths.find((path) => !controls.state.marks[path]) ?? paths[0] ?? null;
}

/**
 * The editor form, and while a reading is reviewed on a wide screen, the page each value came from beside it;
 * what a decision changed is announced.
 */
export function ReviewLayout({
  order,
  fieldReview,
  children,
}: {
  order: OrderRequest;
  fieldReview: FieldReviewSession;
  /** The editor. */
  children: ReactNode;
}) {
  const { review, controls, currentField, sideBySide } = fieldReview;
  // Until a field is chosen the viewer opens on the next one to review: half the screen is not left empty.
  const shownField = currentField ?? (controls ? firstToReview(controls) : null);
  const source = controls && shownField ? sourceOf(controls, shownField) : null;
  return (
    <>
      <FieldReviewProvider value={controls}>
        <Grid
          // The page gets the larger share: at 1280 px an even split drew the page's text about 7 px high.
          templateColumns={review && sideBySide ? 'minmax(0, 4fr) minmax(0, 5fr)' : 'minmax(0, 1fr)'}
          gap="4"
          alignItems="start"
        >
          <Stack gap="3" minW="0">
            {review && <ReviewToolbar onStep={fieldReview.step} />}
            <chakra.form
              aria-label="Report editor"
              noValidate
              onSubmit={(e) => e.preventDefault()}
              onFocus={(e) => fieldReview.follow((e.target as HTMLElement).getAttribute('name'))}
            >
              {children}
            </chakra.form>
          </Stack>
          {review && sideBySide && (
            <Box position="sticky" top="4" minW="0">
              {source && shownField ? (
                <Stack gap="2">
                  {!currentField && (
                    <Text fontSize="sm" color="fg.muted">
                      Next to review: {reportFieldLabel(shownField)}. Choose a field, or go to the next field to review,
                      to follow another.
                    </Text>
                  )}
                  <SourceViewer order={order} source={source} label={reportFieldLabel(shownField)} />
                </Stack>
              ) : (
                <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="4">
                  <Text fontSize="sm" color="fg.muted">
                    The page a value came from shows here: choose its document and page under the field, or go to the
                    next field to review.
                  </Text>
                </Box>
              )}
            </Box>
          )}
        </Grid>
      </FieldReviewProvider>
      <Box srOnly role="status" aria-live="polite">
        {fieldReview.announcement}
      </Box>
    </>
  );
}
