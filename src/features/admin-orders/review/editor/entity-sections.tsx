import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CONCLUSION_VERDICTS, REPORT_TYPES, RISK_LEVELS, US_STATES, ownershipTotal } from '@/backend';
import { labelOf, listLabelOf, rowLabel } from '@/lib/report/fields';
import { CheckboxField, ListMessage, NumberField, RowFrame, SelectField, TextField } from './editor-fields';
import { FieldReviewSlot } from '../field-review/field-bars';
import { rowFieldLabel } from './field-labels';
import { blankOwner, type ReportFormValues } from './form-values';
import { AddButton, grid, RowList, rowGrid, Section, TextList } from './editor-section';

/**
 * The editor's sections about the entity and who acts for it: entity, summary, owners, authority, signature,
 * corporation, attorney.
 */

export function EntitySection() {
  return (
    <Section id="entity">
      <SimpleGrid templateColumns={grid} gap="4">
        <SelectField name="reportType" options={REPORT_TYPES} placeholder="Choose…" required />
        <TextField name="entityName" required />
        <TextField name="entityType" required placeholder="e.g. Delaware limited liability company" />
        <TextField name="managementType" required placeholder="e.g. Manager-managed" />
        <SelectField name="formationState" options={US_STATES} placeholder="Choose…" required />
        <TextField name="formationDate" type="date" />
        <SelectField
          name="propertyState"
          options={US_STATES}
          placeholder="Same as the formation state"
          helper="When the financed property is in another state, that state is checked too."
        />
        <TextField name="fileNumber" />
        <TextField name="loanReference" />
        <TextField name="registeredAgent" />
        <TextField name="principalOffice" />
      </SimpleGrid>
      <TextField name="purpose" multiline />
    </Section>
  );
}

export function SummarySection() {
  return (
    <Section id="summary" description="The answer on authority to borrow and encumber, first thing the lender reads.">
      <SimpleGrid templateColumns={grid} gap="4">
        <SelectField name="conclusion.verdict" options={CONCLUSION_VERDICTS} placeholder="Choose…" required />
        <SelectField name="riskLevel" options={RISK_LEVELS} placeholder="Choose…" required />
      </SimpleGrid>
      <TextField name="conclusion.detail" multiline required />
    </Section>
  );
}

export function OwnershipSection() {
  const { control } = useFormContext<ReportFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'ownership' });
  const owners = useWatch({ control, name: 'ownership' }) ?? [];
  const addRef = useRef<HTMLButtonElement>(null);
  const total = ownershipTotal(owners.map((o) => ({ percentage: Number.isFinite(o?.percentage) ? o.percentage : 0 })));
  const totalId = useId();
  return (
    <Section id="ownership" description="Owners and their percentage interests as the governing documents state them.">
      <RowList label={listLabelOf('ownership')}>
        {fields.map((field, index) => (
          <RowFrame
            key={field.id}
            title={rowLabel('ownership', index)}
            removeLabel={`Remove ${rowLabel('ownership', index).toLowerCase()}`}
            onRemove={
              fields.length > 1
                ? () => {
                    remove(index);
                    addRef.current?.focus();
                  }
                : undefined
            }
          >
            <FieldReviewSlot name={`ownership.${index}`} place="above" />
            <SimpleGrid templateColumns={rowGrid} gap="4">
              <TextField
                name={`ownership.${index}.owner`}
                label={rowFieldLabel('ownership', index, 'owner')}
                required
              />
              <NumberField
                name={`ownership.${index}.percentage`}
                label={rowFieldLabel('ownership', index, 'percentage')}
                required
              />
              <TextField
                name={`ownership.${index}.interest`}
                label={rowFieldLabel('ownership', index, 'interest')}
                placeholder="e.g. Class A units"
              />
            </SimpleGrid>
            <FieldReviewSlot name={`ownership.${index}`} place="below" />
          </RowFrame>
        ))}
      </RowList>
      <Text id={totalId} fontSize="sm" fontWeight="medium" color={total === 100 ? 'fg.muted' : 'fg.error'}>
        Total: {total}% {total === 100 ? '' : '(must be 100%)'}
      </Text>
      <ListMessage name="ownership" />
      <AddButton label="Add owner" buttonRef={addRef} onAdd={() => append(blankOwner())} />
    </Section>
  );
}

export function AuthoritySection() {
  return (
    <Section id="authority" description="Who may sign for the entity, under which clause, and the consents required.">
      <TextField name="authority.signers" multiline required />
      <TextField name="authority.clause" multiline required />
      <Heading as="h4" size="sm">
        {labelOf('authority.consents')}
      </Heading>
      <TextList name="authority.consents" addLabel="Add consent" multiline />
    </Section>
  );
}

export function SignatureSection() {
  return (
    <Section id="signature" description="The suggested signature block, line by line as it will be printed.">
      <TextList name="signatureBlock.lines" addLabel="Add signature line" reorder minRows={1} />
      <TextField
        name="signatureBlock.supportingDeliverable"
        multiline
        required
        placeholder="e.g. Certificate of incumbency and resolution authorizing the loan"
      />
    </Section>
  );
}

export function CorporateSection() {
  return (
    <Section id="corporate" description="Required for a Corporation report.">
      <SimpleGrid templateColumns={grid} gap="4">
        <TextField name="corporate.principalOffice" required />
        <NumberField name="corporate.numberOfDirectors" required step="1" />
        <TextField name="corporate.chairman" />
        <TextField name="corporate.viceChairman" />
        <TextField name="corporate.officers.presidentAndCeo" required />
        <TextField name="corporate.officers.secretary" required />
        <TextField name="corporate.officers.treasurer" />
      </SimpleGrid>
      <ListMessage name="corporate" />
    </Section>
  );
}

export function AttorneySection() {
  const included = useWatch<ReportFormValues, 'includeAttorneyReview'>({ name: 'includeAttorneyReview' });
  return (
    <Section id="attorney" description="Filled when the partner firm reviewed the report after an escalation.">
      <CheckboxField name="includeAttorneyReview" />
      {included && (
        <Stack gap="4">
          <SimpleGrid templateColumns={grid} gap="4">
            <TextField name="attorneyReview.reviewer" required />
            <TextField name="attorneyReview.date" type="date" required />
          </SimpleGrid>
          <TextField name="attorneyReview.notes" multiline required />
        </Stack>
      )}
    </Section>
  );
}
