import { useNavigate } from 'react-router';
import { useDemoTools } from './demo-tools-context';

/**
 * Opens a URL a payment step answered: Stripe's hosted page and anything else off this site by a full navigation;
 * this site's own pages through the router. With the in-browser backend every such URL is this app's (the demo's
 * checkout page and the return pages), whatever origin its API answers from.
 */
export function useOpenUrl(): (url: string) => void {
  const navigate = useNavigate();
  const demo = useDemoTools();
  return (url) => {
    const target = new URL(url, window.location.href);
    if (demo || target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
    else window.location.assign(target.toString());
  };
}
