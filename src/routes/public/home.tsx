import { Benefits } from '@/features/marketing/components/landing/benefits';
import { ContactSection } from '@/features/marketing/components/landing/contact-section';
import { Hero } from '@/features/marketing/components/landing/hero';
import { ValueStrip } from '@/features/marketing/components/landing/value-strip';
import { PageSection } from '@/features/marketing/components/page-layout';
import { SampleReportCard } from '@/features/sample-report/components/sample-report-card';
import { SampleReportTabs } from '@/features/sample-report/components/sample-report-tabs';
import { paths } from '@/config/paths';
import { landing } from '@/content/landing';
import { pageMeta } from '@/lib/page-meta';

export const meta = () => pageMeta({ ...landing.meta, path: paths.home });

/** The landing page (SPEC §2 '/'). */
export default function Home() {
  return (
    <>
      <Hero aside={<SampleReportCard />} />
      <ValueStrip />
      <PageSection id="sample-reports" title={landing.sampleReports.title} lead={landing.sampleReports.lead}>
        <SampleReportTabs />
      </PageSection>
      <Benefits />
      <ContactSection />
    </>
  );
}
