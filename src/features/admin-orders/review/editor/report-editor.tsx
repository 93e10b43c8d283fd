import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { get, useFormState, useWatch } from 'react-hook-form';
import { REPORT_SECTIONS } from './field-labels';
import type { ReportFormValues } from './form-values';
import { SectionsContext, type SectionsState } from './editor-section';
import {
  AttorneySection,
  AuthoritySection,
  CorporateSection,
  EntitySection,
  OwnershipSection,
  SignatureSection,
  SummarySection,
} from './entity-sections';
import { ChecklistSection, DocumentsSection, RisksSection, SosSection } from './findings-sections';

/**
 * The report's fields in sections, each opened on demand; react-hook-form's context and which sections are open
 * come from the caller, and so does the Secretary of State lookup shown above the checks (`sosLookup`).
 * Memoized: the fields follow the form through its context, not the workspace's own state.
 */
export const ReportEditor = memo(function ReportEditor({
  sections,
  sosLookup,
}: {
  sections: SectionsState;
  sosLookup?: ReactNode;
}) {
  const reportType = useWatch<ReportFormValues, 'reportType'>({ name: 'reportType' });
  const { errors } = useFormState<ReportFormValues>();
  const schemaMessage = (get(errors, 'schemaVersion') as { message?: string } | undefined)?.message;
  const visible = REPORT_SECTIONS.filter((s) => s.id !== 'corporate' || reportType === 'Corporation');
  const allOpen = visible.every((s) => sections.open.has(s.id));
  return (
    <SectionsContext.Provider value={sections}>
      <Stack gap="3">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {visible.length} sections; open one to edit it.
          </Text>
          <Button size="xs" variant="ghost" onClick={() => sections.setAll(!allOpen)}>
            {allOpen ? 'Close all sections' : 'Open all sections'}
          </Button>
        </HStack>
        {schemaMessage && (
          <Text color="fg.error" fontSize="sm">
            {schemaMessage}
          </Text>
        )}
        <EntitySection />
        <SummarySection />
        <OwnershipSection />
        <AuthoritySection />
        <SignatureSection />
        <SosSection lookup={sosLookup} />
        <RisksSection />
        <DocumentsSection />
        <ChecklistSection />
        {reportType === 'Corporation' && <CorporateSection />}
        <AttorneySection />
      </Stack>
    </SectionsContext.Provider>
  );
});
