import { Container } from '@chakra-ui/react';
import { ContactPanel } from '@/features/marketing/components/contact-panel';
import { PageHeader } from '@/features/marketing/components/page-layout';
import { paths } from '@/config/paths';
import { contactPage } from '@/content/contact';
import { pageMeta } from '@/lib/page-meta';

export const meta = () => pageMeta({ ...contactPage.meta, path: paths.contact });

/** /contact: details and the contact form (third-party frame when configured, else native). */
export default function Contact() {
  return (
    <>
      <PageHeader eyebrow="Contact" title={contactPage.title} lead={contactPage.lead} />
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <ContactPanel headingLevel="h2" />
      </Container>
    </>
  );
}
