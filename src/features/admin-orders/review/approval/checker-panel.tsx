import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { OrderRequest, ReportCheckState, ReportDraftRecord, StaffMember } from '@/backend';
import type { ReportCheckActions } from '../../api/report-approvals-api';
import { blankReportValues } from '../editor/form-values';
import { useSideBySide } from '../field-review/field-review-ui';
import { SourceViewer } from '../page-viewer/source-viewer';
import { restoredDraft } from '../workspace/draft-content';
import { checkSentence } from './approval-wording';
import { CheckedFieldItem } from './checked-field';
import { CheckerDecision } from './checker-decision';
import { draftFields } from './draft-fields';
import { FieldQuestions } from './field-questions';

/**
 * The checker's desk (issue 46 §2): the draft's fields with the pages they came from side by side, each open to a
 * question, and the decision on the version read. `actions` null: someone else reads it (the draft, its
 * questions and where the check stands, without the checker's controls).
 */
export function CheckerPanel({
  order,
  draft,
  check,
  me,
  staff,
  actions,
  onReloadDraft,
}: {
  order: OrderRequest;
  draft: ReportDraftRecord;
  check: ReportCheckState;
  me: string | null;
  staff: readonly StaffMember[] | undefined;
  actions: ReportCheckActions | null;
  onReloadDraft: () => void;
}) {
  const wide = useSideBySide();
  const fields = useMemo(() => {
    const blank = blankReportValues(order);
    return draftFields(restoredDraft(draft, blank), blank);
  }, [order, draft]);
  // The pages beside the values only when some value has one (a draft filled by hand has none).
  const sideBySide = wide && fields.some((f) => f.source !== null);
  const [shown, setShown] = useState<string | null>(null);
  const shownField = fields.find((f) => f.path === shown) ?? null;
  const viewer = shownField?.source ? (
    <SourceViewer order={order} source={shownField.source} label={shownField.label} />
  ) : null;
  const approval = check.approval;
  const open = check.questions.filter((q) => q.answer === null).length;
  // Questions on fields the draft no longer holds are listed at the end, so none is lost.
  const orphans = check.questions.filter((q) => !fields.some((f) => f.path === q.field));

  return (
    <Stack gap="4" as="section" aria-labelledby="draft-check-heading">
      <Stack gap="1">
        <Heading as="h3" size="sm" id="draft-check-heading">
          {actions ? `Check draft version ${draft.version}` : `Draft version ${draft.version}`}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {approval
            ? checkSentence(approval, draft.version, me, staff)
            : 'Nobody has asked for this draft to be checked yet.'}{' '}
          {actions
            ? 'Read each value against its page; question anything the documents do not bear out, then approve or send the draft back.'
            : ''}
        </Text>
      </Stack>
      <Grid
        templateColumns={sideBySide ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)'}
        gap="4"
        alignItems="start"
      >
        <Stack gap="2" minW="0" as="ul" listStyle="none" aria-label="Fields of the draft">
          {fields.map((field) => (
            <li key={field.path}>
              <CheckedFieldItem
                orderId={order.id}
                field={field}
                selected={shown === field.path}
                onShowPage={() => setShown(shown === field.path ? null : field.path)}
                actions={actions}
                questions={
                  <FieldQuestions
                    questions={check.questions.filter((q) => q.field === field.path)}
                    me={me}
                    staff={staff}
                    actions={null}
                  />
                }
                viewer={!sideBySide && shown === field.path ? viewer : null}
              />
            </li>
          ))}
          {fields.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              The draft holds no values yet.
            </Text>
          )}
        </Stack>
        {sideBySide && (
          <Box position="sticky" top="4" minW="0">
            {viewer ?? (
              <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="4">
                <Text fontSize="sm" color="fg.muted">
                  The page a value came from shows here: choose Show the page under a field.
                </Text>
              </Box>
            )}
          </Box>
        )}
      </Grid>
      {orphans.length > 0 && <FieldQuestions questions={orphans} me={me} staff={staff} actions={null} showField />}
      {actions && (
        <CheckerDecision
          orderId={order.id}
          draftVersion={draft.version}
          openQuestions={open}
          actions={actions}
          onReloadDraft={onReloadDraft}
        />
      )}
    </Stack>
  );
}
