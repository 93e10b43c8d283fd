/** "Mar 2, 2026": the day an order was submitted. */
export function orderDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** "Mar 2, 2026, 9:00 AM": when something happened to an order, in the reader's time zone. */
export function orderDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
