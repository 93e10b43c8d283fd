/** "Mar 2, 2026": the day an order was submitted. */
export function orderDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** "Mar 2, 2026, 9:00 AM": when something happened to an order, in the reader's time zone. */
export function orderDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * How long an order has waited since `iso` (the time it reached its current status), in the largest whole unit:
 * "less than a minute", "12 minutes", "5 hours", "3 days". A time ahead of `now` (another clock) reads as the
 * shortest wait.
 */
export function timeWaiting(iso: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE) return 'less than a minute';
  if (elapsed < HOUR) return count(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return count(Math.floor(elapsed / HOUR), 'hour');
  return count(Math.floor(elapsed / DAY), 'day');
}
