import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthEvent, AuthUser, Session, SignInInput, SignUpInput } from '@/backend';
import { useBackend } from './backend-context';

export interface AuthContextValue {
  user: AuthUser | null;
  session: Session | null;
  /** True until the first session is known (SPEC §4). */
  loading: boolean;
  /** The last auth event seen; PASSWORD_RECOVERY marks a recovery session. */
  lastEvent: AuthEvent | null;
  signUp: (input: SignUpInput) => Promise<Session | null>;
  signIn: (input: SignInInput) => Promise<Session>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const backend = useBackend();
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const [lastEvent, setLastEvent] = useState<AuthEvent | null>(null);

  useEffect(() => {
    let active = true;
    // Subscribe first so no event between the read and the subscription is lost.
    const unsubscribe = backend.auth.onAuthStateChange((event, next) => {
      if (!active) return;
      setSession(next);
      setLastEvent(event);
      setLoading(false);
    });
    backend.auth
      .getSession()
      .then((current) => {
        if (active) setSession(current);
      })
      .catch((error: unknown) => {
        console.error('Could not read the session', error);
        if (active) setSession(null);
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [backend]);

  const signUp = useCallback(
    (input: SignUpInput) => backend.auth.signUp(input, `${window.location.origin}/`),
    [backend],
  );
  const signIn = useCallback((input: SignInInput) => backend.auth.signIn(input), [backend]);
  const signOut = useCallback(() => backend.auth.signOut(), [backend]);

  const value = useMemo<AuthContextValue>(
    () => ({ user: session?.user ?? null, session, loading, lastEvent, signUp, signIn, signOut }),
    [session, loading, lastEvent, signUp, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
