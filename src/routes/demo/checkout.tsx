import { useParams } from 'react-router';
import { DemoCheckout, DemoCheckoutUnavailable } from '@/features/demo/demo-checkout';
import { useDemoTools } from '@/lib/demo-tools-context';

export const meta = () => [{ title: 'Checkout (test mode)' }, { name: 'robots', content: 'noindex' }];

/** /demo/checkout/<session id>: the demo's own Checkout page (in-browser backend only). */
export default function DemoCheckoutRoute() {
  const tools = useDemoTools();
  const { sessionId = '' } = useParams();
  return tools ? <DemoCheckout tools={tools} sessionId={sessionId} /> : <DemoCheckoutUnavailable />;
}
