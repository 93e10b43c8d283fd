import { AuthScreen } from '@/features/auth/auth-screen';
import { DemoPersonaSignIn } from '@/features/demo/demo-persona-sign-in';
import { paths } from '@/config/paths';
import { pageMeta } from '@/lib/page-meta';
import { useDemoTools } from '@/lib/demo-tools-context';

export const meta = () => [
  ...pageMeta({ title: 'Sign In', description: 'Sign in to your customer account.', path: paths.auth }),
  { name: 'robots', content: 'noindex' },
];

/** /auth: sign-in or password recovery; with the in-browser backend, the demo personas too. */
export default function AuthRoute() {
  const demo = useDemoTools();
  return (
    <AuthScreen
      extras={
        demo && demo.personas.length > 0
          ? (signIn) => <DemoPersonaSignIn personas={demo.personas} onSignIn={signIn} />
          : undefined
      }
    />
  );
}
