import { Box, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { errorMessage, type Session, type SignInInput } from '@/backend';
import { SecondFactorChallenge } from '@/components/auth/second-factor';
import { PageSpinner } from '@/components/feedback/page-spinner';
import type { AuthRedirectState } from '@/components/guards/require-auth';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import { useAuth } from '@/lib/auth';
import { useBackend } from '@/lib/backend-context';
import { PasswordDialog, type PasswordDialogTab } from './password-dialog';
import { RecoveryLinkProblem, RecoveryPanel } from './recovery-panels';
import { describeRecoveryLinkError, parseRecoveryLink, urlWithoutRecoveryLink } from './recovery-link';
import { SignInForm } from './sign-in-form';
import { usePasswordActions } from './use-password-actions';

export const LOGIN_FAILED_TITLE = 'Login Failed';
export const WELCOME_TITLE = 'Welcome back!';
export const WELCOME_DESCRIPTION = 'You have successfully logged in.';

type Mode =
  | { kind: 'signin' }
  /** A recovery link is in the URL and its session is being opened. */
  | { kind: 'opening' }
  | { kind: 'recovery' }
  | { kind: 'link-error'; message: string };

function initialMode(): Mode {
  if (typeof window === 'undefined') return { kind: 'signin' };
  return parseRecoveryLink(window.location.hash, window.location.search) ? { kind: 'opening' } : { kind: 'signin' };
}

/** Where to go after signing in: back to the protected page that sent the visitor here, else the portal. */
function destination(state: unknown): string {
  const from = (state as AuthRedirectState | null)?.from;
  if (!from || from.pathname === paths.auth) return paths.portal;
  return `${from.pathname}${from.search}${from.hash}`;
}

export interface AuthScreenProps {
  /** Extra sign-in ways below the form (the demo personas); gets the same sign-in the form uses. */
  extras?: (signIn: (input: SignInInput) => Promise<void>) => ReactNode;
}

/** SPEC §2 /auth: sign-in, or recovery mode when the URL carries a recovery link. */
export function AuthScreen({ extras }: AuthScreenProps) {
  const { user, session, loading, signIn } = useAuth();
  const backend = useBackend();
  const location = useLocation();
  const navigate = useNavigate();
  const { updatePassword } = usePasswordActions();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogTab, setDialogTab] = useState<PasswordDialogTab>('request');
  const linkHandled = useRef(false);

  useEffect(() => {
    // A recovery link is single-use: open it once, even when effects run twice in development.
    if (linkHandled.current) return;
    linkHandled.current = true;
    const link = parseRecoveryLink(window.location.hash, window.location.search);
    if (!link) return;
    // The tokens leave the address bar (and this history entry) before anything else happens.
    window.history.replaceState(window.history.state, '', urlWithoutRecoveryLink(new URL(window.location.href)));
    if (link.kind === 'error') {
      setMode({ kind: 'link-error', message: describeRecoveryLinkError(link.code, link.description) });
      return;
    }
    backend.auth.openRecoverySession(link.tokens).then(
      () => setMode({ kind: 'recovery' }),
      (error: unknown) => setMode({ kind: 'link-error', message: errorMessage(error) }),
    );
  }, [backend]);

  const openDialog = (tab: PasswordDialogTab) => {
    setDialogTab(tab);
    setDialogOpen(true);
  };

  const handleSignIn = async (input: SignInInput) => {
    let signedIn: Session;
    try {
      signedIn = await signIn(input);
    } catch (error) {
      notify.error(LOGIN_FAILED_TITLE, errorMessage(error));
      return;
    }
    // With an authenticator app, signing in is done once its code is verified (the screen asks for it).
    if (!signedIn.needs_second_factor) notify.success(WELCOME_TITLE, WELCOME_DESCRIPTION);
  };

  const handleRecoveryUpdate = async (password: string) => {
    if (!(await updatePassword(password))) return;
    setMode({ kind: 'signin' });
    navigate(paths.auth, { replace: true });
  };

  const secondStep = mode.kind === 'signin' && Boolean(user) && session?.needs_second_factor === true;
  if (mode.kind === 'signin') {
    if (loading) return <PageSpinner />;
    if (user && !secondStep) return <Navigate to={destination(location.state)} replace />;
  }
  if (mode.kind === 'opening') return <PageSpinner label="Checking your reset link..." />;

  let content: ReactNode;
  if (mode.kind === 'recovery') {
    content = <RecoveryPanel email={user?.email} onSubmit={handleRecoveryUpdate} />;
  } else if (secondStep) {
    content = <SecondFactorChallenge onVerified={() => notify.success(WELCOME_TITLE, WELCOME_DESCRIPTION)} />;
  } else if (mode.kind === 'link-error') {
    content = <RecoveryLinkProblem message={mode.message} onRequestNewLink={() => openDialog('request')} />;
  } else {
    content = (
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            Sign In
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Sign in to your {brand.productName} account.
          </Text>
        </Stack>
        <SignInForm onSubmit={handleSignIn} onForgotPassword={() => openDialog('request')} />
      </Stack>
    );
  }

  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Stack gap="6">
        <Card.Root>
          <Card.Body p={{ base: '5', md: '8' }}>{content}</Card.Body>
        </Card.Root>
        {mode.kind === 'signin' && !secondStep && extras && <Box>{extras(handleSignIn)}</Box>}
      </Stack>
      <PasswordDialog open={dialogOpen} onOpenChange={setDialogOpen} tab={dialogTab} onTabChange={setDialogTab} />
    </Container>
  );
}
