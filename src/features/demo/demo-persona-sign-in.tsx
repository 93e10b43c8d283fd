import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DemoPersona, SignInInput } from '@/backend';
import { paths } from '@/config/paths';

/**
 * One-click sign-in as each seeded persona (in-browser backend only). It signs in through the same path as
 * the form, so a suspended persona is refused exactly as a typed sign-in would be.
 */
export function DemoPersonaSignIn({
  personas,
  onSignIn,
}: {
  personas: readonly DemoPersona[];
  onSignIn: (input: SignInInput) => Promise<void>;
}) {
  const [busyEmail, setBusyEmail] = useState<string | null>(null);

  const choose = async (persona: DemoPersona) => {
    setBusyEmail(persona.email);
    try {
      await onSignIn({ email: persona.email, password: persona.password });
    } finally {
      setBusyEmail(null);
    }
  };

  return (
    <Card.Root variant="outline" borderStyle="dashed" bg="bg.subtle">
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1">
            <Text as="h2" fontWeight="semibold">
              Demo accounts
            </Text>
            <Text fontSize="sm" color="fg.muted">
              This build runs on demo data. Sign in as a sample person with one click.
            </Text>
          </Stack>
          <Badge colorPalette="orange" variant="subtle" flexShrink={0}>
            Demo
          </Badge>
        </HStack>
        <Stack gap="2">
          {personas.map((persona) => (
            <Button
              key={persona.email}
              variant="outline"
              justifyContent="space-between"
              h="auto"
              py="2"
              whiteSpace="normal"
              textAlign="start"
              disabled={busyEmail !== null && busyEmail !== persona.email}
              loading={busyEmail === persona.email}
              loadingText="Signing in..."
              onClick={() => void choose(persona)}
              aria-label={`Sign in as ${persona.label}`}
            >
              <Stack gap="0" align="start">
                <Text fontWeight="semibold">Sign in as {persona.label}</Text>
                <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                  {persona.email} · {persona.description}
                </Text>
              </Stack>
            </Button>
          ))}
        </Stack>
        <Text fontSize="xs" color="fg.muted">
          Password reset emails land in the{' '}
          <Link to={paths.demoInbox} style={{ textDecoration: 'underline' }}>
            demo inbox
          </Link>
          .
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
