/**
 * The constants and words of vendor monitoring, shared by the API, the analysis Worker, the
 * e-mails and the SPA. No zod here: the SPA's pages import this module without the schema library.
 */

export const MONITORING_FREQUENCIES = ["off", "daily", "weekly", "monthly"] as const;
export type MonitoringFrequencyValue = (typeof MONITORING_FREQUENCIES)[number];

/** A new assessment is watched this often unless its organization chose another default. */
export const DEFAULT_MONITORING_FREQUENCY: MonitoringFrequencyValue = "weekly";

/** Seconds between two checks of a vendor watched at each frequency. */
export const FREQUENCY_SECONDS: Record<Exclude<MonitoringFrequencyValue, "off">, number> = {
  daily: 86_400,
  weekly: 7 * 86_400,
  monthly: 30 * 86_400,
};

export const FREQUENCY_LABEL: Record<MonitoringFrequencyValue, string> = {
  off: "Off",
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
};

/** "Check now" is refused while a check of the same vendor started less than this ago. */
export const CHECK_COOLDOWN_SECONDS = 600;

/** Checks and their changes are kept at least this long (the vendor's latest check always). */
export const HISTORY_RETENTION_DAYS = 400;

/** A score moved at least this much (0-10 scale) is a change. */
export const SCORE_CHANGE_THRESHOLD = 0.5;

export const CHANGE_KINDS = [
  "quote_changed",
  "quote_removed",
  "finding_added",
  "finding_removed",
  "certification_added",
  "certification_removed",
  "score_changed",
  "level_changed",
  "document_changed",
  "page_removed",
  "page_unreachable",
] as const;
export type ChangeKindValue = (typeof CHANGE_KINDS)[number];

export const CHANGE_SEVERITIES = ["high", "medium", "low"] as const;
export type ChangeSeverityValue = (typeof CHANGE_SEVERITIES)[number];

export const CHANGE_DIMENSIONS = ["pricing", "privacy_legal", "security", "overall"] as const;
export type ChangeDimensionValue = (typeof CHANGE_DIMENSIONS)[number];

export const CHANGE_KIND_LABEL: Record<ChangeKindValue, string> = {
  quote_changed: "Quote changed",
  quote_removed: "Quote removed",
  finding_added: "New finding",
  finding_removed: "Finding gone",
  certification_added: "Certification added",
  certification_removed: "Certification lost",
  score_changed: "Score changed",
  level_changed: "Risk level changed",
  document_changed: "Document changed",
  page_removed: "Page removed",
  page_unreachable: "Page unreachable",
};

export const SEVERITY_LABEL: Record<ChangeSeverityValue, string> = { high: "High", medium: "Medium", low: "Low" };

export const DIMENSION_LABEL: Record<ChangeDimensionValue, string> = {
  pricing: "Pricing",
  privacy_legal: "Privacy & legal",
  security: "Security",
  overall: "Overall",
};

/** Changes of these severities notify watchers (in the app, and by e-mail with "Vendor changes" on). */
export function changeAlerts(severity: ChangeSeverityValue): boolean {
  return severity === "high" || severity === "medium";
}

/** Decision states a monitored change may send back to review ("approved" in its forms). */
export const REOPENABLE_APPROVALS = ["approved", "approved_with_conditions", "trial"] as const;
