/** The ROI calculator's arithmetic (/impact), kept pure so it is tested without a DOM. */
export interface RoiInputs {
  loansPerMonth: number;
  minutesSavedPerLoan: number;
  hourlyCost: number;
  costPerReport: number;
}

export interface RoiResult {
  hoursSavedPerMonth: number;
  staffCostSavedPerMonth: number;
  reportCostPerMonth: number;
  netSavingsPerMonth: number;
  netSavingsPerYear: number;
}

const nonNegative = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

export function computeRoi(inputs: RoiInputs): RoiResult {
  const loans = nonNegative(inputs.loansPerMonth);
  const minutes = nonNegative(inputs.minutesSavedPerLoan);
  const hourly = nonNegative(inputs.hourlyCost);
  const perReport = nonNegative(inputs.costPerReport);
  const hoursSavedPerMonth = (loans * minutes) / 60;
  const staffCostSavedPerMonth = hoursSavedPerMonth * hourly;
  const reportCostPerMonth = loans * perReport;
  const netSavingsPerMonth = staffCostSavedPerMonth - reportCostPerMonth;
  return {
    hoursSavedPerMonth,
    staffCostSavedPerMonth,
    reportCostPerMonth,
    netSavingsPerMonth,
    netSavingsPerYear: netSavingsPerMonth * 12,
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export const formatUsd = (n: number) => usd.format(Math.round(n) === 0 ? 0 : n);
export const formatHours = (n: number) =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(n)} hours`;
