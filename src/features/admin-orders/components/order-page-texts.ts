/** The staff order page's texts, apart from its components so that tests and stories read them without loading those. */
export const ORDER_NOT_FOUND = 'Order not found';
export const REPORT_READY_TITLE = 'The report is published';
export const REPORT_READY_TEXT =
  'Report ready has no status change: corrections are published as new versions in the Report section, and the customer may escalate the report to legal review.';
export const MODERATOR_READ_ONLY = 'You are a moderator: you can read this order, but only admins can change orders.';
