import { Box, Button, chakra, Fieldset, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { StoredSosLookup } from '@/backend';
import type { ReportFormValues } from '../editor/form-values';
import type { SosRole } from './fill-from-lookup';
import { CandidateDetails } from './sos-candidate';
import type { SosLookupControls, SosTarget } from './use-sos-lookup';

/** A button whose label names the check it fills: on a phone it wraps instead of overflowing. */
const WRAPPING = { whiteSpace: 'normal', height: 'auto', minH: '8', py: '1.5', textAlign: 'start' } as const;

/** Which role's check a registration is in now (the same name and file number in that state). */
function useInReport(role: SosRole) {
  const checks = useWatch<ReportFormValues, 'secretaryOfState'>({ name: 'secretaryOfState' }) ?? [];
  return checks.find((c) => c?.role === role) ?? null;
}

/** The registrations of a lookup to pick from (one is offered for confirmation too), or the state's "no record". */
export function Chooser({
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
