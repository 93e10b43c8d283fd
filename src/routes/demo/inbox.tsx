import { paths } from '@/config/paths';
import { DemoInbox, DemoToolsUnavailable } from '@/features/demo/demo-inbox';
import { pageMeta } from '@/lib/page-meta';
import { useDemoTools } from '@/lib/demo-tools-context';

export const meta = () => [
  ...pageMeta({ title: 'Demo inbox', description: 'Emails sent by the offline demo.', path: paths.demoInbox }),
  { name: 'robots', content: 'noindex' },
];

/** /demo/inbox: the demo outbox and the reset action (in-browser backend only). */
export default function DemoInboxRoute() {
  const tools = useDemoTools();
  return tools ? <DemoInbox tools={tools} /> : <DemoToolsUnavailable />;
}
