import { HStack, List, Text, chakra } from '@chakra-ui/react';
import { NEW_PASSWORD_RULES } from '@/backend';

function Mark({ met }: { met: boolean }) {
  return (
    <chakra.svg
      width="4"
      height="4"
      viewBox="0 0 16 16"
      aria-hidden="true"
      flexShrink={0}
      color={met ? 'green.fg' : 'fg.subtle'}
    >
      {met ? (
        <path
          d="M3 8.5l3 3 7-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <circle cx="8" cy="8" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      )}
    </chakra.svg>
  );
}

/** The live checklist of SPEC §5's five new-password rules; each item says whether it is met. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <List.Root id={id} listStyleType="none" gap="1" aria-label="Password requirements">
      {NEW_PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <List.Item key={rule.id} data-rule={rule.id} data-met={met ? 'true' : 'false'}>
            <HStack gap="2">
              <Mark met={met} />
              <Text fontSize="sm" color={met ? 'fg' : 'fg.muted'}>
                {rule.label}
                <chakra.span srOnly>{met ? ' (met)' : ' (not met)'}</chakra.span>
              </Text>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
