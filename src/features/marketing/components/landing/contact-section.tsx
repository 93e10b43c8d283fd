import { landing } from '@/content/landing';
import { ContactPanel } from '../contact-panel';
import { PageSection } from '../page-layout';

/** The landing page's contact section: sales email, phone, address and the contact form. */
export function ContactSection({ frameUrl }: { frameUrl?: string | null }) {
  return (
    <PageSection id="contact" title={landing.contact.title} lead={landing.contact.lead} tone="subtle">
      <ContactPanel headingLevel="h3" frameUrl={frameUrl} />
    </PageSection>
  );
}
