import { Tabs } from '@chakra-ui/react';
import { sampleReports, type SampleReport } from '@/content/sample-reports';
import { SampleReportView } from './sample-report-view';

/** LLC and Corporation sample reports in tabs, each with its Download Full Report button. */
export function SampleReportTabs({
  reports = sampleReports,
  defaultKey = 'llc',
}: {
  reports?: readonly SampleReport[];
  defaultKey?: SampleReport['key'];
}) {
  return (
    <Tabs.Root defaultValue={defaultKey} variant="enclosed" fitted={false}>
      <Tabs.List aria-label="Sample report type">
        {reports.map((r) => (
          <Tabs.Trigger key={r.key} value={r.key} px="5">
            {r.tabLabel}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {reports.map((r) => (
        <Tabs.Content key={r.key} value={r.key} pt="6">
          <SampleReportView report={r} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
