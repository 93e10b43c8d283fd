import { describe, expect, it } from 'vitest';
import { computeRoi, formatHours, formatUsd } from './roi';

describe('computeRoi', () => {
  it('compares staff time saved with the cost of the reports', () => {
    const r = computeRoi({ loansPerMonth: 40, minutesSavedPerLoan: 45, hourlyCost: 85, costPerReport: 35 });
    expect(r.hoursSavedPerMonth).toBe(30);
    expect(r.staffCostSavedPerMonth).toBe(2550);
    expect(r.reportCostPerMonth).toBe(1400);
    expect(r.netSavingsPerMonth).toBe(1150);
    expect(r.netSavingsPerYear).toBe(13800);
  });

  it('shows a negative net when reports cost more than the time they save', () => {
    const r = computeRoi({ loansPerMonth: 10, minutesSavedPerLoan: 10, hourlyCost: 30, costPerReport: 35 });
    expect(r.netSavingsPerMonth).toBe(50 - 350);
  });

  it('treats empty, negative or non-numeric inputs as zero', () => {
    const r = computeRoi({ loansPerMonth: Number.NaN, minutesSavedPerLoan: -5, hourlyCost: 80, costPerReport: 35 });
    expect(r).toEqual({
      hoursSavedPerMonth: 0,
      staffCostSavedPerMonth: 0,
      reportCostPerMonth: 0,
      netSavingsPerMonth: 0,
      netSavingsPerYear: 0,
    });
  });

  it('formats money and hours for display', () => {
    expect(formatUsd(13800)).toBe('$13,800');
    expect(formatUsd(-300)).toBe('-$300');
    expect(formatUsd(-0.2)).toBe('$0');
    expect(formatHours(30)).toBe('30 hours');
    expect(formatHours(7.25)).toBe('7.3 hours');
  });
});
