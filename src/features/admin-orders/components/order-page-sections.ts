// What the staff order page shows after its header and details: one chunk, loaded after the header has shown
// (order-page.tsx), so the page's first content waits for none of it (issue 45).
export { OrderSideColumn } from './order-side-column';
export { ReportSection } from '../review/workspace/report-section';
export { OrderRecords } from './order-records';
