import { Badge, Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { createContext, useContext, useRef, type ReactNode, type Ref } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { listLabelOf } from '@/lib/report/fields';
import { ListMessage, TextField } from './editor-fields';
import { REPORT_SECTIONS, listEntryLabel, sectionElementId, sectionOf, type ReportSectionId } from './field-labels';
import { blankListed, type ReportFormValues } from './form-values';
import { countMessages } from './form-messages';

/**
 * The frame every section of the editor shares: which sections are open, a section as an accordion item with its
 * problem count, and the lists inside sections (rows, texts, their Add buttons).
 */

/** Which sections are open: the workspace holds it, so a check can open the sections with problems. */
export interface SectionsState {
  open: ReadonlySet<ReportSectionId>;
  setOpen: (id: ReportSectionId, open: boolean) => void;
  setAll: (open: boolean) => void;
}
export const SectionsContext = createContext<SectionsState | null>(null);
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
export function Section({
  id,
  description,
  children,
}: {
  id: ReportSectionId;
  description?: ReactNode;
  children: ReactNode;
}) {
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

/**
 * Columns that fit the editor's own width, not the window's: beside the page viewer the editor has half the
 * screen, and two or three columns there cut off the values being verified (names, agents, owners). At most
 * `most` columns, none narrower than `narrowest`.
 */
const columnsFitting = (most: number, narrowest: string) =>
  `repeat(auto-fill, minmax(max(${narrowest}, calc(${(100 / most).toFixed(2)}% - 1rem)), 1fr))`;
/** A section's fields: two columns on a wide editor, one beside the viewer or on a phone. */
export const grid = columnsFitting(2, '17rem');
/** A row's short fields (an owner's name, percentage and interest): up to three. */
export const rowGrid = columnsFitting(3, '15rem');

/** Add buttons keep focus on the list: after a removal focus goes back to the list's Add button. */
export function AddButton({
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

export function RowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="ol" aria-label={label} gap="3" m="0" p="0">
      {children}
    </Stack>
  );
}

/** A list of texts (consents, signature lines, missing documents, checklist items), one input each. */
export function TextList({
  name,
  addLabel,
  multiline,
  reorder,
  minRows = 0,
}: {
  name: 'authority.consents' | 'signatureBlock.lines' | 'missingDocuments' | 'closingChecklist';
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
        <Stack as="ol" aria-label={listLabelOf(name)} gap="3" m="0" p="0">
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
