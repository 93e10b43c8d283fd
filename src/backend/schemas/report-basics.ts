/**
 * The report schema's plain constants and arithmetic, without zod: the landing page's sample reports read these,
 * and importing the schema itself would put zod and every port schema into the public pages' first load.
 */
export const REPORT_SCHEMA_VERSION = 1;

/** Percentages that add up: 100, allowing for rounding to two decimals. */
export function ownershipTotal(owners: ReadonlyArray<{ percentage: number }>): number {
  return Math.round(owners.reduce((sum, o) => sum + o.percentage, 0) * 100) / 100;
}
