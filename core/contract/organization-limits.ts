/**
 * The admin pages' list sizes and windows, without zod so the SPA's route
 * loaders can import them without weighing on the first load.
 */
export const AUDIT_LOG_PAGE = 100;
export const USAGE_METRICS_PAGE = 30;
export const ACTIVITY_DAYS = 30;
export const RECENT_ACTIVITY_HOURS = 24;
/** The platform analytics: days back by default, and at most. */
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 365;
