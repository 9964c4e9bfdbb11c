/** The periods the analytics page offers, in days (30 by default). No imports: the route's search check uses it. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export const ANALYTICS_DEFAULT_DAYS = 30;
