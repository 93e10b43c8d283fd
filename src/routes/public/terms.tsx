import { Text } from '@chakra-ui/react';
import { LegalDocument } from '@/features/marketing/components/legal-document';
import { PageHeader } from '@/features/marketing/components/page-layout';
import { paths } from '@/config/paths';
import { termsPage } from '@/content/terms';
import { pageMeta } from '@/lib/page-meta';

export const meta = () => pageMeta({ ...termsPage.meta, path: paths.terms });

/** /terms: sections 1 to 18 (SPEC §9), version v.20250822. */
export default function Terms() {
  return (
    <>
      <PageHeader eyebrow="Legal" title={termsPage.title}>
        <Text color="fg.muted">
          Version {termsPage.version}, effective {termsPage.effectiveDate}. Revised terms apply to new orders submitted
          after their posted date.
        </Text>
      </PageHeader>
      <LegalDocument intro={termsPage.intro} sections={termsPage.sections} footer={termsPage.contact} />
    </>
  );
}
