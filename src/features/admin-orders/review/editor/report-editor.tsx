import { Badge, Box, Button, chakra, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { createContext, memo, useContext, useId, useRef, type ReactNode, type Ref } from 'react';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  CONCLUSION_VERDICTS,
  NORMALIZED_SOS_STATUSES,
  REGISTRATION_KINDS,
  REPORT_TYPES,
  RISK_LEVELS,
  SOS_CHECK_ROLES,
  US_STATES,
  ownershipTotal,
} from '@/backend';
import {
  CheckboxField,
  DateTimeField,
  ListMessage,
  NumberField,
  RowFrame,
  SelectField,
  TextField,
} from './editor-fields';
import { FieldReviewSlot } from '../field-review/field-review-ui';
import {
  REPORT_SECTIONS,
  listEntryLabel,
  rowFieldLabel,
  sectionElementId,
  sectionOf,
  type ReportSectionId,
} from './field-labels';
import { blankDocument, blankListed, blankOwner, blankRisk, blankSosCheck, type ReportFormValues } from './form-values';

/** Which sections are open: the workspace holds it, so a check can open the sections with problems. */
export interface SectionsState {
  open: ReadonlySet<ReportSectionId>;
  setOpen: (id: ReportSectionId, open: boolean) => void;
  setAll: (open: boolean) => void;
}
const SectionsContext = createContext<SectionsState | null>(null);
function useSections(): SectionsState {
  const state = useContext(SectionsContext);
  if (!state) throw new Error('ReportEditor needs its sections state');
  return state;
}

/** Moves focus to a section's button (and the page to it). */
export function focusSection(id: ReportSectionId) {
  const button = document.getElementById(sectionElementId(id));
  button?.focus();
  button?.scrollIntoView({ block: 'start' });
}

/** Counts the messages in a part of react-hook-form's error tree. */
function countMessages(node: unknown): number {
  if (!node || typeof node !== 'object') return 0;
  const own = typeof (node as { message?: unknown }).message === 'string' ? 1 : 0;
  return (
    own +
    Object.entries(node)
      .filter(([key]) => key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types')
      .reduce((sum, [, child]) => sum + countMessages(child), 0)
  );
}

function useProblemCount(id: ReportSectionId): number {
  const { errors } = useFormState<ReportFormValues>();
  return Object.entries(errors)
    .filter(([key]) => sectionOf(key) === id)
    .reduce((sum, [, node]) => sum + countMessages(node), 0);
}

function Chevron({ open }: { open: boolean }) {
  return (
    <chakra.svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      boxSize="5"
      flexShrink={0}
      transform={open ? 'rotate(180deg)' : undefined}
      transition="transform 0.15s"
    >
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </chakra.svg>
  );
}

/**
 * One section of the report as an accordion item (a heading holding the button that opens it): a long report
 * stays short on screen, and a section's problems are counted on its button while it is closed. A closed
 * section's fields are not rendered; the form keeps their values.
 */
function Section({ id, description, children }: { id: ReportSectionId; description?: ReactNode; children: ReactNode }) {
  const { open, setOpen } = useSections();
  const isOpen = open.has(id);
  const title = REPORT_SECTIONS.find((s) => s.id === id)!.title;
  const buttonId = sectionElementId(id);
  const panelId = `${buttonId}-panel`;
  const problems = useProblemCount(id);
  return (
    <Box
      as="section"
      aria-labelledby={buttonId}
      borderWidth="1px"
      borderColor={problems > 0 ? 'border.error' : 'border'}
      rounded="md"
      data-report-section={id}
    >
      <Heading as="h3" size="md">
        <chakra.button
          type="button"
          id={buttonId}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen(id, !isOpen)}
          display="flex"
          alignItems="center"
          gap="3"
          w="full"
          px={{ base: '3', md: '4' }}
          py="3"
          textAlign="start"
          cursor="pointer"
          rounded="md"
          scrollMarginTop="24"
          _hover={{ bg: 'bg.subtle' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '-2px' }}
        >
          <Box as="span" flex="1" minW="0">
            {title}
          </Box>
          {problems > 0 && (
            <Badge colorPalette="red" variant="solid" size="sm">
              {problems} {problems === 1 ? 'problem' : 'problems'}
            </Badge>
          )}
          <Chevron open={isOpen} />
        </chakra.button>
      </Heading>
      {isOpen && (
        <Stack id={panelId} gap="4" px={{ base: '3', md: '4' }} pb="4" pt="1">
          {description && (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          )}
          {children}
        </Stack>
      )}
    </Box>
  );
}

const grid = { base: 1, md: 2 } as const;

function EntitySection() {
  return (
    <Section id="entity">
      <SimpleGrid columns={grid} gap="4">
        <SelectField name="reportType" label="Report type" options={REPORT_TYPES} placeholder="Choose…" required />
        <TextField name="entityName" label="Entity legal name" required />
        <TextField
          name="entityType"
          label="Entity type"
          required
          placeholder="e.g. Delaware limited liability company"
        />
        <TextField name="managementType" label="Management type" required placeholder="e.g. Manager-managed" />
        <SelectField name="formationState" label="Formation state" options={US_STATES} placeholder="Choose…" required />
        <TextField name="formationDate" label="Formation date" type="date" />
        <SelectField
          name="propertyState"
          label="Property state"
          options={US_STATES}
          placeholder="Same as the formation state"
          helper="When the financed property is in another state, that state is checked too."
        />
        <TextField name="fileNumber" label="File number" />
        <TextField name="loanReference" label="Loan reference" />
        <TextField name="registeredAgent" label="Registered agent" />
        <TextField name="principalOffice" label="Principal office" />
      </SimpleGrid>
      <TextField name="purpose" label="Purpose" multiline />
    </Section>
  );
}

function SummarySection() {
  return (
    <Section id="summary" description="The answer on authority to borrow and encumber, first thing the lender reads.">
      <SimpleGrid columns={grid} gap="4">
        <SelectField
          name="conclusion.verdict"
          label="Conclusion"
          options={CONCLUSION_VERDICTS}
          placeholder="Choose…"
          required
        />
        <SelectField name="riskLevel" label="Overall risk level" options={RISK_LEVELS} placeholder="Choose…" required />
      </SimpleGrid>
      <TextField name="conclusion.detail" label="Conclusion detail" multiline required />
    </Section>
  );
}

/** Add buttons keep focus on the list: after a removal focus goes back to the list's Add button. */
function AddButton({
  label,
  onAdd,
  buttonRef,
}: {
  label: string;
  onAdd: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button ref={buttonRef} size="sm" variant="outline" alignSelf="flex-start" onClick={onAdd}>
      {label}
    </Button>
  );
}

function RowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="ol" aria-label={label} gap="3" m="0" p="0">
      {children}
    </Stack>
  );
}

function OwnershipSection() {
  const { control } = useFormContext<ReportFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'ownership' });
  const owners = useWatch({ control, name: 'ownership' }) ?? [];
  const addRef = useRef<HTMLButtonElement>(null);
  const total = ownershipTotal(owners.map((o) => ({ percentage: Number.isFinite(o?.percentage) ? o.percentage : 0 })));
  const totalId = useId();
  return (
    <Section id="ownership" description="Owners and their percentage interests as the governing documents state them.">
      <RowList label="Owners">
        {fields.map((field, index) => (
          <RowFrame
            key={field.id}
            title={`Owner ${index + 1}`}
            removeLabel={`Remove owner ${index + 1}`}
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
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
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

/** A list of texts (consents, signature lines, missing documents, checklist items), one input each. */
function TextList({
  name,
  label,
  addLabel,
  multiline,
  reorder,
  minRows = 0,
}: {
  name: 'authority.consents' | 'signatureBlock.lines' | 'missingDocuments' | 'closingChecklist';
  label: string;
  addLabel: string;
  multiline?: boolean;
  /** Signature lines are in order: each can move up or down. */
  reorder?: boolean;
  minRows?: number;
}) {
  const { control } = useFormContext<ReportFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <Stack gap="3">
      {fields.length > 0 && (
        <Stack as="ol" aria-label={label} gap="3" m="0" p="0">
          {fields.map((field, index) => {
            const entry = listEntryLabel(name, index);
            return (
              <Box as="li" key={field.id} listStyleType="none">
                {/* On a phone the row's buttons go under its field, which keeps the full width. */}
                <Stack direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} gap="1">
                  <Box flex="1" minW="0">
                    <TextField
                      name={`${name}.${index}.value`}
                      label={entry}
                      required={name !== 'signatureBlock.lines'}
                      multiline={multiline}
                    />
                  </Box>
                  <HStack gap="1" pb={{ md: '1' }} alignSelf={{ base: 'flex-end', md: 'auto' }}>
                    {reorder && (
                      <>
                        <Button
                          size="xs"
                          variant="ghost"
                          aria-label={`Move ${entry.toLowerCase()} up`}
                          disabled={index === 0}
                          onClick={() => move(index, index - 1)}
                        >
                          Up
                        </Button>
                        <Button
                          size="xs"
                          variant="ghost"
                          aria-label={`Move ${entry.toLowerCase()} down`}
                          disabled={index === fields.length - 1}
                          onClick={() => move(index, index + 1)}
                        >
                          Down
                        </Button>
                      </>
                    )}
                    {fields.length > minRows && (
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={`Remove ${entry.toLowerCase()}`}
                        onClick={() => {
                          remove(index);
                          addRef.current?.focus();
                        }}
                      >
                        Remove
                      </Button>
                    )}
                  </HStack>
                </Stack>
              </Box>
            );
          })}
        </Stack>
      )}
      <ListMessage name={name} />
      <AddButton label={addLabel} buttonRef={addRef} onAdd={() => append(blankListed())} />
    </Stack>
  );
}

function AuthoritySection() {
  return (
    <Section id="authority" description="Who may sign for the entity, under which clause, and the consents required.">
      <TextField name="authority.signers" label="Signers" multiline required />
      <TextField name="authority.clause" label="Authority clause" multiline required />
      <Heading as="h4" size="sm">
        Consents
      </Heading>
      <TextList name="authority.consents" label="Consents" addLabel="Add consent" multiline />
    </Section>
  );
}

function SignatureSection() {
  return (
    <Section id="signature" description="The suggested signature block, line by line as it will be printed.">
      <TextList name="signatureBlock.lines" label="Signature lines" addLabel="Add signature line" reorder minRows={1} />
      <TextField
        name="signatureBlock.supportingDeliverable"
        label="Supporting deliverable"
        multiline
        required
        placeholder="e.g. Certificate of incumbency and resolution authorizing the loan"
      />
    </Section>
  );
}

function SosSection({ lookup }: { lookup?: ReactNode }) {
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
      <RowList label="Secretary of State checks">
        {fields.map((field, index) => (
          <RowFrame
            key={field.id}
            title={`Check ${index + 1}`}
            removeLabel={`Remove check ${index + 1}`}
            onRemove={() => {
              remove(index);
              addRef.current?.focus();
            }}
          >
            <SimpleGrid columns={grid} gap="4">
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

function RisksSection() {
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
        <RowList label="Risk flags">
          {fields.map((field, index) => (
            <RowFrame
              key={field.id}
              title={`Flag ${index + 1}`}
              removeLabel={`Remove flag ${index + 1}`}
              onRemove={() => {
                remove(index);
                addRef.current?.focus();
              }}
            >
              <FieldReviewSlot name={`riskItems.${index}`} place="above" />
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
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

function DocumentsSection() {
  const { control } = useFormContext<ReportFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'documents' });
  const addRef = useRef<HTMLButtonElement>(null);
  const label = (index: number, field: string) => rowFieldLabel('documents', index, field);
  return (
    <Section id="documents" description="The documents reviewed, and any the report needs but did not get.">
      <RowList label="Documents reviewed">
        {fields.map((field, index) => (
          <RowFrame
            key={field.id}
            title={`Document ${index + 1}`}
            removeLabel={`Remove document ${index + 1}`}
            onRemove={() => {
              remove(index);
              addRef.current?.focus();
            }}
          >
            <TextField name={`documents.${index}.title`} label={label(index, 'title')} required />
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
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
      <TextList name="missingDocuments" label="Missing documents" addLabel="Add missing document" />
    </Section>
  );
}

function ChecklistSection() {
  return (
    <Section id="checklist" description="What the lender should have in hand before closing.">
      <TextList name="closingChecklist" label="Closing checklist" addLabel="Add checklist item" />
    </Section>
  );
}

function CorporateSection() {
  return (
    <Section id="corporate" description="Required for a Corporation report.">
      <SimpleGrid columns={grid} gap="4">
        <TextField name="corporate.principalOffice" label="Corporate principal office" required />
        <NumberField name="corporate.numberOfDirectors" label="Number of directors" required step="1" />
        <TextField name="corporate.chairman" label="Chairman" />
        <TextField name="corporate.viceChairman" label="Vice chairman" />
        <TextField name="corporate.officers.presidentAndCeo" label="President and CEO" required />
        <TextField name="corporate.officers.secretary" label="Secretary" required />
        <TextField name="corporate.officers.treasurer" label="Treasurer" />
      </SimpleGrid>
      <ListMessage name="corporate" />
    </Section>
  );
}

function AttorneySection() {
  const included = useWatch<ReportFormValues, 'includeAttorneyReview'>({ name: 'includeAttorneyReview' });
  return (
    <Section id="attorney" description="Filled when the partner firm reviewed the report after an escalation.">
      <CheckboxField name="includeAttorneyReview" label="Include the attorney review" />
      {included && (
        <Stack gap="4">
          <SimpleGrid columns={grid} gap="4">
            <TextField name="attorneyReview.reviewer" label="Reviewer" required />
            <TextField name="attorneyReview.date" label="Review date" type="date" required />
          </SimpleGrid>
          <TextField name="attorneyReview.notes" label="Review notes" multiline required />
        </Stack>
      )}
    </Section>
  );
}

/** Whether the editor's error tree has any message (for the summary). */
export function hasMessages(errors: unknown): boolean {
  return countMessages(errors) > 0;
}

/** Every message in the error tree with its editor path, in the editor's order of sections. */
export function listMessages(errors: unknown): Array<{ path: string; message: string }> {
  const found: Array<{ path: string; message: string }> = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message) found.push({ path, message });
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
      walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  const order = REPORT_SECTIONS.map((s) => s.id);
  return found
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) => order.indexOf(sectionOf(a.entry.path)) - order.indexOf(sectionOf(b.entry.path)) || a.index - b.index,
    )
    .map(({ entry }) => entry);
}

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
