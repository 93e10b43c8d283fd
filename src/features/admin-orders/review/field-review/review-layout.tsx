import { Box, chakra, Grid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { OrderRequest } from '@/backend';
import { reportFieldLabel } from '../editor/field-labels';
import { SourceViewer } from '../page-viewer/source-viewer';
import { FieldReviewProvider, ReviewToolbar, sourceOf } from './field-review-ui';
import type { FieldReviewSession } from './use-field-review';

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
  const source = controls && currentField ? sourceOf(controls, currentField) : null;
  return (
    <>
      <FieldReviewProvider value={controls}>
        <Grid
          templateColumns={review && sideBySide ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)'}
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
              {source && currentField ? (
                <SourceViewer order={order} source={source} label={reportFieldLabel(currentField)} />
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
