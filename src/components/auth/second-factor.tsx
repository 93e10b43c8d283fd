import {
  Alert,
  Box,
  Button,
  Clipboard,
  Code,
  Field,
  Heading,
  HStack,
  Image,
  Input,
  List,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { BackendError, errorMessage, totpCodeSchema, type TotpEnrollment } from '@/backend';
import { brand } from '@/content/brand';
import { useAuth } from '@/lib/auth';
import { useBackend } from '@/lib/backend-context';
import { useDemoTools } from '@/lib/demo-tools-context';

export const SECOND_FACTOR_TEXTS = {
  challengeHeading: 'Two-Factor Authentication',
  challengeIntro: 'Enter the 6-digit code your authenticator app shows for your account.',
  codeLabel: 'Authentication code',
  verify: 'Verify',
  verifying: 'Verifying...',
  useAnotherAccount: 'Sign out',
  enrolHeading: 'Set Up Two-Factor Authentication',
  enrolIntro:
    'Administrator rights need a second factor: a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Authy or similar) besides your password.',
  enrolStart: 'Set Up Authenticator App',
  enrolStarting: 'Preparing...',
  enrolScan: 'Scan this QR code with your authenticator app, then enter the 6-digit code it shows.',
  enrolKeyHint: "Can't scan it? Add the account in the app with this key:",
  qrAlt: 'QR code to add your account to an authenticator app',
  noFactor: 'Your account has no authenticator app. Ask another administrator to check your account.',
} as const;

/** The code field and its Verify button; a refused code is shown under the field and the code stays. */
function TotpCodeForm({
  onSubmit,
  formLabel,
  focusOnMount = false,
}: {
  onSubmit: (code: string) => Promise<void>;
  formLabel: string;
  /** The code is the only thing the screen asks for: the field takes focus when it appears. */
  focusOnMount?: boolean;
}) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      setProblem(errorMessage(error));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap="4" noValidate onSubmit={submit} aria-label={formLabel}>
      <Field.Root required invalid={problem !== undefined}>
        <Field.Label>{SECOND_FACTOR_TEXTS.codeLabel}</Field.Label>
        <Input
          ref={input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          placeholder="123 456"
          fontFamily="mono"
          letterSpacing="wider"
          aria-describedby={problem ? errorId : undefined}
        />
        {problem && <Field.ErrorText id={errorId}>{problem}</Field.ErrorText>}
      </Field.Root>
      <Button type="submit" colorPalette="blue" loading={busy} loadingText={SECOND_FACTOR_TEXTS.verifying}>
        {SECOND_FACTOR_TEXTS.verify}
      </Button>
    </chakra.form>
  );
}

/** A problem the screen reports above its form, announced as it appears. */
function Problem({ status, children }: { status: 'error' | 'warning'; children: React.ReactNode }) {
  return (
    <Alert.Root status={status} size="sm" role="alert">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

/** "123456" as authenticator apps show it: "123 456". */
const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/** Demo only: what the persona's authenticator app shows now, so a demo passes the challenge. */
function DemoCurrentCode({ email }: { email: string }) {
  const demo = useDemoTools();
  const codes = useQuery({
    queryKey: ['demo-totp-codes', email],
    queryFn: () => demo!.currentTotpCodes(email),
    enabled: demo !== null,
    // A code lasts 30 seconds; ask again well within that.
    refetchInterval: 5_000,
  });
  const first = codes.data?.[0];
  if (!demo || !first) return null;
  return (
    <Alert.Root status="info" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Demo: the authenticator app of {email} shows</Alert.Title>
        <Alert.Description>
          <Code fontSize="md" data-testid="demo-totp-code">
            {spaced(first.code)}
          </Code>{' '}
          (changes every 30 seconds)
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The second step of signing in for a user with an authenticator app: their password is known, a code of
 * the app raises the session to aal2 (admin rights need it). `onVerified` runs once it has.
 */
export function SecondFactorChallenge({ onVerified }: { onVerified?: () => void }) {
  const backend = useBackend();
  const { user, signOut } = useAuth();
  const factors = useQuery({
    queryKey: ['mfa-factors', user?.id ?? null],
    queryFn: () => backend.auth.mfa.factors(),
    enabled: Boolean(user),
  });
  const factor = factors.data?.[0];

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {SECOND_FACTOR_TEXTS.challengeHeading}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {SECOND_FACTOR_TEXTS.challengeIntro}
        </Text>
      </Stack>
      {user?.email && <DemoCurrentCode email={user.email} />}
      {factors.isError && <Problem status="error">{errorMessage(factors.error)}</Problem>}
      {factors.isSuccess && !factor && <Problem status="warning">{SECOND_FACTOR_TEXTS.noFactor}</Problem>}
      <TotpCodeForm
        focusOnMount
        formLabel="Two-factor authentication"
        onSubmit={async (code) => {
          // Until the factor list arrives the first code waits for it rather than failing.
          const id = factor?.id ?? (await backend.auth.mfa.factors())[0]?.id;
          if (!id) throw new BackendError('not_found', SECOND_FACTOR_TEXTS.noFactor);
          await backend.auth.mfa.verify(id, code);
          onVerified?.();
        }}
      />
      <Button variant="ghost" size="sm" alignSelf="center" onClick={() => void signOut()}>
        {SECOND_FACTOR_TEXTS.useAnotherAccount}
      </Button>
    </Stack>
  );
}

/**
 * Enrolment of an authenticator app: an explanation and a start button (so visiting the page creates
 * nothing), then the QR code, the key for apps that cannot scan, and the first code, which verifies it.
 */
export function SecondFactorEnrolment({ onVerified }: { onVerified?: () => void }) {
  const backend = useBackend();
  const [enrolment, setEnrolment] = useState<TotpEnrollment>();
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string>();
  const scanStep = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // Focus follows the step: the instructions of the QR code once it is shown.
    if (enrolment) scanStep.current?.focus();
  }, [enrolment]);

  const start = async () => {
    setProblem(undefined);
    setStarting(true);
    try {
      setEnrolment(await backend.auth.mfa.enroll(brand.productName));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setStarting(false);
    }
  };

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {SECOND_FACTOR_TEXTS.enrolHeading}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {SECOND_FACTOR_TEXTS.enrolIntro}
        </Text>
      </Stack>
      {problem && <Problem status="error">{problem}</Problem>}
      {!enrolment ? (
        <Button
          colorPalette="blue"
          onClick={() => void start()}
          loading={starting}
          loadingText={SECOND_FACTOR_TEXTS.enrolStarting}
        >
          {SECOND_FACTOR_TEXTS.enrolStart}
        </Button>
      ) : (
        <Stack gap="4">
          <Text ref={scanStep} tabIndex={-1} outline="none">
            {SECOND_FACTOR_TEXTS.enrolScan}
          </Text>
          <Box alignSelf="center" bg="white" p="2" borderRadius="md" borderWidth="1px">
            <Image src={enrolment.qr_code} alt={SECOND_FACTOR_TEXTS.qrAlt} boxSize="200px" />
          </Box>
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {SECOND_FACTOR_TEXTS.enrolKeyHint}
            </Text>
            <Clipboard.Root value={enrolment.secret}>
              <HStack gap="2" flexWrap="wrap">
                <Code fontSize="sm" wordBreak="break-all" data-testid="totp-secret">
                  {enrolment.secret}
                </Code>
                <Clipboard.Trigger asChild>
                  <Button size="xs" variant="outline">
                    <Clipboard.Indicator copied="Copied">Copy key</Clipboard.Indicator>
                  </Button>
                </Clipboard.Trigger>
              </HStack>
            </Clipboard.Root>
          </Stack>
          <List.Root as="ol" fontSize="sm" color="fg.muted" ps="5">
            <List.Item>Open your authenticator app and add an account.</List.Item>
            <List.Item>Scan the code (or enter the key) for {brand.productName}.</List.Item>
            <List.Item>Enter the 6-digit code the app shows below.</List.Item>
          </List.Root>
          <TotpCodeForm
            formLabel="Verify your authenticator app"
            onSubmit={async (code) => {
              await backend.auth.mfa.verify(enrolment.factor_id, code);
              onVerified?.();
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
