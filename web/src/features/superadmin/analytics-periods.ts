/** The periods the analytics page offers, in days (ANALYTICS_DEFAULT_DAYS by default). */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export { ANALYTICS_DEFAULT_DAYS } from "@core/contract/organization-limits";
