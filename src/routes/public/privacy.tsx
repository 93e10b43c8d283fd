import { Text } from '@chakra-ui/react';
import { LegalDocument } from '@/features/marketing/components/legal-document';
import { PageHeader } from '@/features/marketing/components/page-layout';
import { paths } from '@/config/paths';
import { privacyPage } from '@/content/privacy';
import { pageMeta } from '@/lib/page-meta';

export const meta = () => pageMeta({ ...privacyPage.meta, path: paths.privacy });

/** /privacy: the privacy policy. */
export default function Privacy() {
  return (
    <>
      <PageHeader eyebrow="Legal" title={privacyPage.title}>
        <Text color="fg.muted">Effective {privacyPage.effectiveDate}</Text>
      </PageHeader>
      <LegalDocument intro={privacyPage.intro} sections={privacyPage.sections} />
    </>
  );
}
