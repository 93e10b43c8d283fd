import { Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { NORMALIZED_SOS_STATUSES, REGISTRATION_KINDS, RISK_LEVELS, SOS_CHECK_ROLES, US_STATES } from '@/backend';
import {
  CheckboxField,
  DateTimeField,
  ListMessage,
  NumberField,
  RowFrame,
  SelectField,
  TextField,
} from './editor-fields';
import { listLabelOf, rowLabel } from '@/lib/report/fields';
import { FieldReviewSlot } from '../field-review/field-bars';
import { rowFieldLabel } from './field-labels';
import { blankDocument, blankRisk, blankSosCheck, type ReportFormValues } from './form-values';
import { AddButton, grid, RowList, rowGrid, Section, TextList } from './editor-section';

/** The editor's sections about what was checked and found: Secretary of State checks, risks, documents, checklist. */

export function SosSection({ lookup }: { lookup?: ReactNode }) {
  const { control } = useFormContext<ReportFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'secretaryOfState' });
  const addRef = useRef<HTMLButtonElement>(null);
  const label = (index: number, field: string) => rowFieldLabel('secretaryOfState', index, field);
  return (
    <Section
      id="sos"
      description="One check for the formation state, and one for the property state when it differs: the state's own wording, its normalized status, when and where it was read."
    >
      {lookup}
      <RowList label={listLabelOf('secretaryOfState')}>
        {fields.map((field, index) => (
          <RowFrame
            key={field.id}
            title={rowLabel('secretaryOfState', index)}
            removeLabel={`Remove ${rowLabel('secretaryOfState', index).toLowerCase()}`}
            onRemove={() => {
              remove(index);
              addRef.current?.focus();
            }}
          >
            <SimpleGrid templateColumns={grid} gap="4">
              <SelectField
                name={`secretaryOfState.${index}.role`}
                label={label(index, 'role')}
                options={SOS_CHECK_ROLES}
                placeholder="Choose…"
                required
              />
              <SelectField
                name={`secretaryOfState.${index}.state`}
                label={label(index, 'state')}
                options={US_STATES}
                placeholder="Choose…"
                required
              />
              <TextField name={`secretaryOfState.${index}.registeredName`} label={label(index, 'registeredName')} />
              <TextField name={`secretaryOfState.${index}.fileNumber`} label={label(index, 'fileNumber')} />
              <SelectField
                name={`secretaryOfState.${index}.registration`}
                label={label(index, 'registration')}
                options={REGISTRATION_KINDS}
                placeholder="Choose…"
                required
              />
              <SelectField
                name={`secretaryOfState.${index}.normalizedStatus`}
                label={label(index, 'normalizedStatus')}
                options={NORMALIZED_SOS_STATUSES}
                placeholder="Choose…"
                required
              />
              <TextField
                name={`secretaryOfState.${index}.stateStatus`}
                label={label(index, 'stateStatus')}
                required
                helper="Verbatim, as the state shows it"
              />
              <TextField name={`secretaryOfState.${index}.lastFiling`} label={label(index, 'lastFiling')} />
              <TextField name={`secretaryOfState.${index}.registeredAgent`} label={label(index, 'registeredAgent')} />
              <DateTimeField
                name={`secretaryOfState.${index}.capturedAt`}
                label={label(index, 'capturedAt')}
                required
              />
            </SimpleGrid>
            <TextField
              name={`secretaryOfState.${index}.source`}
              label={label(index, 'source')}
              required
              helper="The state's search page address, or the certificate it came from"
            />
          </RowFrame>
        ))}
      </RowList>
      <ListMessage name="secretaryOfState" />
      <AddButton
        label="Add check"
        buttonRef={addRef}
        onAdd={() => append(blankSosCheck(fields.length === 0 ? 'Formation state' : 'Property state'))}
      />
    </Section>
  );
}

export function RisksSection() {
  const { control } = useFormContext<ReportFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'riskItems' });
  const addRef = useRef<HTMLButtonElement>(null);
  const label = (index: number, field: string) => rowFieldLabel('riskItems', index, field);
  return (
    <Section id="risks" description="Each finding with its severity, the evidence, and how to mitigate it.">
      {fields.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No risk flags.
        </Text>
      ) : (
        <RowList label={listLabelOf('riskItems')}>
          {fields.map((field, index) => (
            <RowFrame
              key={field.id}
              title={rowLabel('riskItems', index)}
              removeLabel={`Remove ${rowLabel('riskItems', index).toLowerCase()}`}
              onRemove={() => {
                remove(index);
                addRef.current?.focus();
              }}
            >
              <FieldReviewSlot name={`riskItems.${index}`} place="above" />
              <SimpleGrid templateColumns={rowGrid} gap="4">
                <TextField name={`riskItems.${index}.id`} label={label(index, 'id')} required placeholder="e.g. S1" />
                <SelectField
                  name={`riskItems.${index}.severity`}
                  label={label(index, 'severity')}
                  options={RISK_LEVELS}
                  placeholder="Choose…"
                  required
                />
                <TextField name={`riskItems.${index}.title`} label={label(index, 'title')} required />
              </SimpleGrid>
              <TextField name={`riskItems.${index}.finding`} label={label(index, 'finding')} multiline required />
              <TextField name={`riskItems.${index}.evidence`} label={label(index, 'evidence')} multiline required />
              <TextField name={`riskItems.${index}.mitigation`} label={label(index, 'mitigation')} multiline required />
              <CheckboxField
                name={`riskItems.${index}.closingCondition`}
                label={`Flag ${index + 1} is a closing condition`}
                helper="It must be cleared before the loan closes."
              />
              <FieldReviewSlot name={`riskItems.${index}`} place="below" />
            </RowFrame>
          ))}
        </RowList>
      )}
      <ListMessage name="riskItems" />
      <AddButton label="Add risk flag" buttonRef={addRef} onAdd={() => append(blankRisk())} />
    </Section>
  );
}

export function DocumentsSection() {
  const { control } = useFormContext<ReportFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'documents' });
  const addRef = useRef<HTMLButtonElement>(null);
  const label = (index: number, field: string) => rowFieldLabel('documents', index, field);
  return (
    <Section id="documents" description="The documents reviewed, and any the report needs but did not get.">
      <RowList label={listLabelOf('documents')}>
        {fields.map((field, index) => (
          <RowFrame
            key={field.id}
            title={rowLabel('documents', index)}
            removeLabel={`Remove ${rowLabel('documents', index).toLowerCase()}`}
            onRemove={() => {
              remove(index);
              addRef.current?.focus();
            }}
          >
            <TextField name={`documents.${index}.title`} label={label(index, 'title')} required />
            <SimpleGrid templateColumns={rowGrid} gap="4">
              <TextField name={`documents.${index}.date`} label={label(index, 'date')} type="date" />
              <NumberField name={`documents.${index}.pages`} label={label(index, 'pages')} required step="1" />
              <TextField
                name={`documents.${index}.status`}
                label={label(index, 'status')}
                placeholder="e.g. Signed, complete"
              />
            </SimpleGrid>
          </RowFrame>
        ))}
      </RowList>
      <ListMessage name="documents" />
      <AddButton label="Add document" buttonRef={addRef} onAdd={() => append(blankDocument())} />
      <Heading as="h4" size="sm" pt="2">
        Missing documents
      </Heading>
      <TextList name="missingDocuments" addLabel="Add missing document" />
    </Section>
  );
}

export function ChecklistSection() {
  return (
    <Section id="checklist" description="What the lender should have in hand before closing.">
      <TextList name="closingChecklist" addLabel="Add checklist item" />
    </Section>
  );
}
