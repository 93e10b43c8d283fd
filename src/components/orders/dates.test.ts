import { describe, expect, it } from 'vitest';
import { timeWaiting } from './dates';

describe('timeWaiting', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it.each([
    [0, 'less than a minute'],
    [59_999, 'less than a minute'],
    [60_000, '1 minute'],
    [59 * 60_000, '59 minutes'],
    [60 * 60_000, '1 hour'],
    [23 * 3_600_000 + 59 * 60_000, '23 hours'],
    [24 * 3_600_000, '1 day'],
    [3 * 24 * 3_600_000 + 5 * 3_600_000, '3 days'],
    [96 * 24 * 3_600_000, '96 days'],
  ])('%i ms reads "%s"', (ms, expected) => {
    expect(timeWaiting(ago(ms), now)).toBe(expected);
  });

  it('a time ahead of now (another clock) reads as the shortest wait', () => {
    expect(timeWaiting(new Date(now + 5 * 60_000).toISOString(), now)).toBe('less than a minute');
  });
});
