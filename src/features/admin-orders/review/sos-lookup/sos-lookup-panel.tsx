import { Alert, Box, Button, chakra, Heading, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { US_STATES, type StoredSosLookup } from '@/backend';
import { serverMessage } from '../../api/orders-api';
import type { ReportFormValues } from '../editor/form-values';
import { NOTHING_FILLED, failureText } from './failure-messages';
import { CAPPED_VERDICT } from './fill-from-lookup';
import { checkedLine } from './sos-candidate';
import type { SosFillOutcome, SosLookupControls, SosState, SosTarget } from './use-sos-lookup';
import { Chooser } from './registration-chooser';

export const CHECK_SOS_LABEL = 'Check Secretary of State';
export const SLOW_STATES_TEXT = 'Slow states can take a minute or two; you can keep working on the report meanwhile.';

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
