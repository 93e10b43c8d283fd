import { Button } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { LogoMenuLabel } from './logo-menu-label';
import { lazyNamed } from '@/lib/lazy-named';

const loadMenu = () => import('./logo-download-menu');
const LogoDownloadMenu = lazyNamed(loadMenu, 'LogoDownloadMenu');

/**
 * The logo menu's button at once, the menu's code (its machine and positioning, about 22 kB gzip) on first use:
 * pointing at or focusing the button fetches it, pressing it opens the menu, which takes the focus as it opens.
 */
export function LogoDownloadMenuOnDemand() {
  const [pressed, setPressed] = useState(false);
  if (pressed)
    return (
      <Suspense
        fallback={
          <Button variant="outline" loading loadingText="Download Logo Options">
            <LogoMenuLabel />
          </Button>
        }
      >
        <LogoDownloadMenu defaultOpen />
      </Suspense>
    );
  const prefetch = () => void loadMenu().catch(() => undefined);
  return (
    <Button
      variant="outline"
      aria-haspopup="menu"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setPressed(true)}
    >
      <LogoMenuLabel />
    </Button>
  );
}
