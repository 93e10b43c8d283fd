/** "Mar 3, 2026" in the reader's time zone. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** "Mar 3, 2026, 4:05 PM" in the reader's time zone. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

// The responsive table props moved beside the other shared UI; re-exported for this feature's tables.
export { responsiveCell, responsiveRow } from '@/components/ui/responsive-table';

// The loading and failure lines are shared with the portal's screens.
export { LoadError, LoadingLine } from '@/components/feedback/load-state';
