import { Alert, Box, Button, chakra, Fieldset, Heading, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { US_STATES, type StoredSosLookup } from '@/backend';
import { serverMessage } from '../../api/orders-api';
import type { ReportFormValues } from '../editor/form-values';
import { NOTHING_FILLED, failureText } from './failure-messages';
import { CAPPED_VERDICT, type SosRole } from './fill-from-lookup';
import { CandidateDetails, checkedLine } from './sos-candidate';
import type { SosFillOutcome, SosLookupControls, SosState, SosTarget } from './use-sos-lookup';

export const CHECK_SOS_LABEL = 'Check Secretary of State';
export const SLOW_STATES_TEXT = 'Slow states can take a minute or two; you can keep working on the report meanwhile.';

/** A button whose label names the check it fills: on a phone it wraps instead of overflowing. */
const WRAPPING = { whiteSpace: 'normal', height: 'auto', minH: '8', py: '1.5', textAlign: 'start' } as const;

const isState = (value: string): value is SosState => (US_STATES as readonly string[]).includes(value);

/** The states the report checks: the formation state, and the property state when it differs. */
function useTargets(): { targets: SosTarget[]; name: string } {
  const [formationState, propertyState, entityName] = useWatch<
    ReportFormValues,
    ['formationState', 'propertyState', 'entityName']
  >({ name: ['formationState', 'propertyState', 'entityName'] });
  const targets: SosTarget[] = [];
  if (isState(formationState)) targets.push({ role: 'Formation state', state: formationState });
  if (isState(propertyState) && propertyState !== formationState)
    targets.push({ role: 'Property state', state: propertyState });
  return { targets, name: entityName ?? '' };
}

/** Which role's check a registration is in now (the same name and file number in that state). */
function useInReport(role: SosRole) {
  const checks = useWatch<ReportFormValues, 'secretaryOfState'>({ name: 'secretaryOfState' }) ?? [];
  return checks.find((c) => c?.role === role) ?? null;
}

/** The registrations of a lookup to pick from (one is offered for confirmation too), or the state's "no record". */
function Chooser({
  lookup,
  target,
  onChoose,
}: {
  lookup: StoredSosLookup;
  target: SosTarget;
  onChoose: SosLookupControls['choose'];
}) {
  const candidates = [...lookup.candidates].sort((a, b) => b.confidence - a.confidence);
  const check = useInReport(target.role);
  const inReport = (i: number) =>
    check?.state === target.state &&
    check.registeredName === candidates[i]!.name &&
    check.fileNumber === candidates[i]!.fileNumber;
  // The registration already in the check is the choice; a single one is offered for confirmation.
  const initial = () => {
    const current = candidates.findIndex((_, i) => inReport(i));
    return current >= 0 ? current : candidates.length === 1 ? 0 : null;
  };
  const [picked, setPicked] = useState<number | null>(initial);
  const [missing, setMissing] = useState(false);
  const groupName = useId();
  const hintId = useId();

  if (lookup.outcome === 'not_found' || candidates.length === 0) {
    const recorded = check?.state === target.state && check.normalizedStatus === 'Not found';
    return (
      <Stack gap="2">
        <Text fontSize="sm">
          No record found under “{lookup.query_name}” in {target.state}.{' '}
          {recorded
            ? `The ${target.role.toLowerCase()} check says so.`
            : 'Check the spelling of the name first; when the state truly has no record, record it in the check.'}
        </Text>
        {!recorded && (
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            {...WRAPPING}
            onClick={() => onChoose({ lookup, candidate: null, role: target.role })}
          >
            Use “Not found” for the {target.role.toLowerCase()} check
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="3">
      <Fieldset.Root>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          {candidates.length === 1
            ? `One registration matches in ${target.state}: confirm it is this entity`
            : `${candidates.length} registrations match in ${target.state}: choose the entity’s`}
        </Fieldset.Legend>
        <Fieldset.HelperText id={hintId} fontSize="xs">
          The chosen registration fills the {target.role.toLowerCase()} check, with its source.
        </Fieldset.HelperText>
        <Stack as="ul" gap="2" m="0" p="0" listStyleType="none">
          {candidates.map((candidate, i) => (
            <Box as="li" key={`${candidate.fileNumber}-${i}`}>
              <chakra.label
                display="flex"
                gap="3"
                alignItems="flex-start"
                borderWidth="1px"
                borderColor={picked === i ? 'blue.solid' : 'border'}
                bg={picked === i ? 'blue.subtle' : 'bg'}
                rounded="md"
                p={{ base: '2', md: '3' }}
                cursor="pointer"
                _focusWithin={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
              >
                <chakra.input
                  type="radio"
                  name={groupName}
                  value={String(i)}
                  checked={picked === i}
                  onChange={() => {
                    setPicked(i);
                    setMissing(false);
                  }}
                  aria-label={`${candidate.name}, file number ${candidate.fileNumber || 'not stated'}, ${candidate.normalizedStatus}`}
                  aria-describedby={hintId}
                  mt="1"
                  flexShrink={0}
                  boxSize="4"
                  accentColor="blue.solid"
                />
                <Box flex="1" minW="0">
                  <CandidateDetails candidate={candidate} />
                  {inReport(i) && (
                    <Text fontSize="xs" color="fg" mt="1" fontWeight="semibold">
                      In the {target.role.toLowerCase()} check
                    </Text>
                  )}
                </Box>
              </chakra.label>
            </Box>
          ))}
        </Stack>
      </Fieldset.Root>
      {missing && (
        <Text fontSize="sm" color="fg.error" role="alert">
          Choose a registration first.
        </Text>
      )}
      <Button
        size="sm"
        colorPalette="blue"
        alignSelf="flex-start"
        {...WRAPPING}
        onClick={() => {
          if (picked === null) setMissing(true);
          else onChoose({ lookup, candidate: candidates[picked]!, role: target.role });
        }}
      >
        Use this registration for the {target.role.toLowerCase()} check
      </Button>
    </Stack>
  );
}

/** One state's lookup: stored (with when and how), under way, failed, or not yet bought. */
function StateLookup({
  target,
  lookup,
  controls,
  name,
  canCheck,
}: {
  target: SosTarget;
  lookup: StoredSosLookup | undefined;
  controls: SosLookupControls;
  name: string;
  canCheck: boolean;
}) {
  const headingId = useId();
  const checking = controls.checking.has(target.state);
  const failure = controls.failures[target.state];
  const text = failure ? failureText(target.state, failure) : null;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      aria-busy={checking}
      borderWidth="1px"
      borderStyle="dashed"
      rounded="md"
      p={{ base: '2', md: '4' }}
    >
      <Stack gap="3">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Heading as="h5" size="sm" id={headingId}>
            {target.state} <chakra.span color="fg.muted">({target.role.toLowerCase()})</chakra.span>
          </Heading>
          {lookup && !checking && (
            <Button
              size="xs"
              variant="outline"
              disabled={!canCheck}
              onClick={() => controls.check([target.state], name)}
            >
              Check {target.state} again
            </Button>
          )}
        </HStack>
        {(lookup || !checking) && (
          <Text fontSize="sm" color="fg.muted">
            {lookup
              ? `${checkedLine(lookup)}. Using it costs nothing more; “Check again” buys a new lookup.`
              : 'Not checked yet.'}
          </Text>
        )}
        <Box role="status" aria-live="polite">
          {checking && (
            <HStack gap="2" align="flex-start">
              <Spinner size="sm" mt="0.5" flexShrink={0} />
              <Text fontSize="sm">
                Checking the {target.state} Secretary of State… {SLOW_STATES_TEXT}
              </Text>
            </HStack>
          )}
        </Box>
        {text && (
          <Alert.Root status="error" role="alert" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{text.title}</Alert.Title>
              <Alert.Description>
                {text.description} {NOTHING_FILLED}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {/* A new lookup for the state (its own id) starts a new choice. */}
        {lookup && !checking && <Chooser key={lookup.id} lookup={lookup} target={target} onChoose={controls.choose} />}
      </Stack>
    </Box>
  );
}

/** What the last choice filled and flagged, and why the conclusion changed. */
function OutcomeNote({ outcome }: { outcome: SosFillOutcome }) {
  const role = outcome.role.toLowerCase();
  return (
    <Alert.Root status={outcome.flagged.length > 0 ? 'warning' : 'success'} role="status" size="sm">
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title>
          {outcome.registeredName
            ? `The ${role} check (${outcome.state}) is filled from “${outcome.registeredName}”`
            : `The ${role} check (${outcome.state}) says “Not found”`}
        </Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <Text>Filled: {outcome.filled.join(', ')}. Every field stays editable.</Text>
            {outcome.flagged.length > 0 && (
              <Box>
                <Text>In the risk flags:</Text>
                <List.Root as="ul" ps="4" aria-label="Risk flags from the Secretary of State check">
                  {outcome.flagged.map((flag) => (
                    <List.Item key={`${flag.id}-${flag.title}`}>
                      {flag.id} ({flag.severity}): {flag.title}
                    </List.Item>
                  ))}
                </List.Root>
              </Box>
            )}
            {outcome.cappedFrom !== null ? (
              <Text fontWeight="medium">
                The conclusion was “{outcome.cappedFrom}” and is now “{CAPPED_VERDICT}”: the {outcome.state} status is{' '}
                {outcome.normalizedStatus}, not active and in good standing.
              </Text>
            ) : (
              outcome.capsConclusion && (
                <Text>
                  With the {outcome.state} status {outcome.normalizedStatus}, the conclusion can be at most “
                  {CAPPED_VERDICT}”.
                </Text>
              )
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Check Secretary of State in the editor's Secretary of State section (admins): the stored lookup of each state
 * the report checks (so none is bought twice), a new lookup for the states not yet checked, the registrations to
 * choose from, and what a choice filled and flagged. A failure says why and writes nothing.
 */
export function SosLookupPanel({ controls }: { controls: SosLookupControls }) {
  const { targets, name } = useTargets();
  const headingId = useId();
  const stored = controls.stored;
  const lookups = stored.data ?? [];
  const lookupOf = (state: SosState) => lookups.find((l) => l.state === state);
  const unchecked = targets.filter((t) => !lookupOf(t.state) && !controls.checking.has(t.state));
  // Until the stored lookups are known, a new lookup could buy one already stored.
  const canCheck = stored.status === 'success';
  const searched = name.trim();
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.subtle" rounded="md" p={{ base: '2', md: '4' }}>
      <Stack gap="3">
        <Heading as="h4" size="sm" id={headingId}>
          From the state’s record
        </Heading>
        {targets.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Choose the formation state under Entity details to check the Secretary of State.
          </Text>
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted">
              Looks up {targets.map((t) => t.state).join(' and ')} through the Secretary of State provider, searching “
              {searched || 'the order’s entity legal name'}”. Each lookup is bought once and kept with the order.
            </Text>
            {stored.status === 'pending' && (
              <HStack gap="2" role="status">
                <Spinner size="sm" />
                <Text fontSize="sm">Loading the lookups kept with the order…</Text>
              </HStack>
            )}
            {stored.status === 'error' && (
              <Alert.Root status="error" role="alert" size="sm">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>The lookups kept with the order could not be loaded</Alert.Title>
                  <Alert.Description>
                    {serverMessage(stored.error)} Checking is off until they load, so none is bought twice.
                  </Alert.Description>
                </Alert.Content>
                <Button size="xs" variant="outline" alignSelf="center" onClick={stored.refetch}>
                  Try again
                </Button>
              </Alert.Root>
            )}
            {unchecked.length > 0 && (
              <Button
                size="sm"
                colorPalette="blue"
                alignSelf="flex-start"
                disabled={!canCheck}
                onClick={() =>
                  controls.check(
                    unchecked.map((t) => t.state),
                    searched,
                  )
                }
              >
                {CHECK_SOS_LABEL}
              </Button>
            )}
            {controls.outcome && <OutcomeNote outcome={controls.outcome} />}
            {targets.map((target) => (
              <StateLookup
                key={target.state}
                target={target}
                lookup={lookupOf(target.state)}
                controls={controls}
                name={searched}
                canCheck={canCheck}
              />
            ))}
          </>
        )}
      </Stack>
    </Box>
  );
}
