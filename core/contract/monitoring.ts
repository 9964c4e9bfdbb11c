/**
 * Vendor monitoring: shapes of the JSON API (monitoring of an assessment, checks, history,
 * changes, watching, the organization's settings) and of a check's snapshot, which the analysis
 * Worker stores and compares with the next one. Used by the routes, the SPA and the tests.
 */
import { z } from "zod";
import { RiskLevel } from "./analysis";
import { JobStatus } from "./enums";
import { ListPage, ListQuery } from "./list";
import {
  CHANGE_DIMENSIONS,
  CHANGE_KINDS,
  CHANGE_SEVERITIES,
  FREQUENCY_SECONDS,
  MONITORING_FREQUENCIES,
  type MonitoringFrequencyValue,
} from "./monitoring-rules";

export * from "./monitoring-rules";

export const MonitoringFrequency = z.enum(MONITORING_FREQUENCIES);
export type MonitoringFrequency = z.infer<typeof MonitoringFrequency>;

export const ChangeKind = z.enum(CHANGE_KINDS);
export type ChangeKind = z.infer<typeof ChangeKind>;

export const ChangeSeverity = z.enum(CHANGE_SEVERITIES);
export type ChangeSeverity = z.infer<typeof ChangeSeverity>;

export const ChangeDimension = z.enum(CHANGE_DIMENSIONS);
export type ChangeDimension = z.infer<typeof ChangeDimension>;

/** A check of a vendor: the same states as an analysis job. */
export const CheckStatus = JobStatus;
export type CheckStatus = z.infer<typeof CheckStatus>;

/** scheduled (the vendor was due), manual (Check now), report (the report an organization saved: the first baseline of a vendor no check had read). */
export const CheckTrigger = z.enum(["scheduled", "manual", "report"]);
export type CheckTrigger = z.infer<typeof CheckTrigger>;

// ---- Monitoring of one assessment ----

export const SetMonitoringRequest = z
  .object({
    frequency: MonitoringFrequency.describe("How often the vendor is checked: off, daily, weekly or monthly."),
  })
  .strict();
export type SetMonitoringRequest = z.infer<typeof SetMonitoringRequest>;

export const Monitoring = z.object({
  frequency: MonitoringFrequency,
  last_checked_at: z
    .string()
    .nullable()
    .describe("When the vendor's latest check finished (completed or failed); null before its first."),
  next_check_at: z
    .string()
    .nullable()
    .describe(
      "When the vendor is checked next: the most frequent of the organizations watching it decides; null when off.",
    ),
  last_check: z
    .object({
      id: z.string(),
      status: CheckStatus,
      completed_at: z.string().nullable(),
      error: z.string().nullable(),
    })
    .nullable()
    .describe("The vendor's latest check since the assessment was saved, whatever its state."),
  check_available_at: z
    .string()
    .nullable()
    .describe('When "Check now" is allowed again (a check of this vendor started less than 10 minutes ago).'),
  watching: z.boolean().describe("Whether the caller is told about this vendor's changes."),
  can_manage: z.boolean().describe("Whether the caller may change the frequency and check now."),
});
export type Monitoring = z.infer<typeof Monitoring>;

export const MonitoringResponse = Monitoring;

export const CheckCreated = z.object({ check_id: z.string() });
export type CheckCreated = z.infer<typeof CheckCreated>;

export const Check = z.object({
  id: z.string(),
  status: CheckStatus,
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  error: z.string().nullable().describe("Why the check failed, in words; null unless failed."),
  created_at: z.string(),
  trigger: CheckTrigger.describe("scheduled (the vendor was due) or manual (Check now)."),
  changes: z.number().int().nonnegative().describe("Changes this check found (0 until it completes)."),
});
export type Check = z.infer<typeof Check>;

export const CheckParams = z.object({ id: z.string().min(1).max(64), check_id: z.string().min(1).max(64) });

// ---- History ----

export const HistoryItem = z.object({
  check_id: z.string(),
  checked_at: z.string(),
  overall_score: z.number(),
  pricing_score: z.number(),
  privacy_legal_score: z.number(),
  security_score: z.number(),
  risk_level: RiskLevel,
  certifications: z.array(z.string()).describe("Certifications stated as attained (verified)."),
  changes: z.number().int().nonnegative().describe("Changes this check found."),
  trigger: CheckTrigger.describe("report: the saved report the first check was compared with, not a check."),
});
export type HistoryItem = z.infer<typeof HistoryItem>;

export const HistoryList = ListPage(HistoryItem);
export type HistoryList = z.infer<typeof HistoryList>;

export const HistoryQuery = ListQuery.omit({ q: true });

// ---- Changes ----

export const ChangeDetails = z
  .object({
    page_kind: z.string().optional().describe("What the page is: privacy, terms, pricing, security, ..."),
    added: z.number().int().optional().describe("document_changed: sentences added."),
    removed: z.number().int().optional().describe("document_changed: sentences removed."),
    sample_added: z.array(z.string()).optional(),
    sample_removed: z.array(z.string()).optional(),
    status: z.number().int().optional().describe("page_removed / page_unreachable: the answer's status, if any."),
    outcome: z.string().optional().describe("page_unreachable: blocked, failed, timeout, robots, ..."),
    signal: z.string().optional().describe("The engine's rule behind a finding or quote."),
    certification: z.string().optional(),
    finding: z.string().optional().describe("The finding a quote supported, in words."),
  })
  .catchall(z.unknown());
export type ChangeDetails = z.infer<typeof ChangeDetails>;

export const Change = z.object({
  id: z.string(),
  assessment_id: z.string(),
  check_id: z.string(),
  detected_at: z.string(),
  kind: ChangeKind,
  dimension: ChangeDimension.nullable(),
  severity: ChangeSeverity,
  source_url: z.string().nullable().describe("The page the change is on (null for scores and levels)."),
  before: z
    .string()
    .nullable()
    .describe("Exact text as it stood on the page (a quote), or the score or level before, as a string."),
  after: z.string().nullable().describe("Exact text as it stands now, or the score or level now."),
  summary: z.string().describe("The change in one sentence."),
  tool_name: z.string().nullable().describe("The assessment's tool name, else null."),
  url: z.string().describe("The assessment's address."),
  details: ChangeDetails,
});
export type Change = z.infer<typeof Change>;

export const ChangeList = ListPage(Change);
export type ChangeList = z.infer<typeof ChangeList>;

export const ChangeListQuery = ListQuery.extend({
  kind: ChangeKind.optional(),
  severity: ChangeSeverity.optional(),
  since: z
    .string()
    .datetime({ offset: true, message: "since must be an ISO-8601 date and time, e.g. 2026-11-01T00:00:00Z" })
    .optional()
    .describe("Only changes detected at or after this time (ISO-8601)."),
  assessment_id: z.string().max(64).optional().describe("Only this assessment's changes (GET /api/changes)."),
});
export type ChangeListQuery = z.infer<typeof ChangeListQuery>;

export const AssessmentChangeListQuery = ChangeListQuery.omit({ assessment_id: true, q: true });

// ---- Watching ----

export const WatchResponse = z.object({
  watching: z.boolean(),
});
export type WatchResponse = z.infer<typeof WatchResponse>;

// ---- The organization's settings ----

export const OrganizationMonitoringSettings = z.object({
  default_frequency: MonitoringFrequency.describe("The frequency a newly saved assessment gets (default weekly)."),
  reopen_on_change: z
    .boolean()
    .describe(
      "Send an approved assessment back to review when its risk level rises, a verified certification is lost, or a " +
        "high-severity quote changes (default on).",
    ),
  watched_vendors: z.number().int().nonnegative().describe("Vendors the organization watches now (frequency not off)."),
  watched_vendor_limit: z
    .number()
    .int()
    .nonnegative()
    .describe("The most vendors it may watch (platform setting monitoring.watched_vendors_per_organization)."),
});
export type OrganizationMonitoringSettings = z.infer<typeof OrganizationMonitoringSettings>;

export const UpdateOrganizationMonitoringSettings = z
  .object({
    default_frequency: MonitoringFrequency.optional(),
    reopen_on_change: z.boolean().optional(),
  })
  .strict();
export type UpdateOrganizationMonitoringSettings = z.infer<typeof UpdateOrganizationMonitoringSettings>;

// ---- Snapshots (stored by the analysis Worker with each check) ----

export const SnapshotScores = z.object({
  overall: z.number(),
  pricing: z.number(),
  privacy_legal: z.number(),
  security: z.number(),
});
export type SnapshotScores = z.infer<typeof SnapshotScores>;

/**
 * A page of the vendor as the check found it. `hash` names its normalized main text (stored
 * once per distinct content, in KV under the hash); `outcome` says whether it could be read, is
 * gone (404/410, a "not found" page) or could not be reached (blocked, 5xx, timeout). A page that
 * could not be reached keeps the previous check's hash (`carried`).
 */
export const SnapshotPage = z.object({
  /** The page's identity across checks: its address without fragment, tracking or cache-busting parameters. */
  key: z.string(),
  url: z.string(),
  final_url: z.string(),
  status: z.number().int(),
  kind: z.string(),
  outcome: z.enum(["ok", "removed", "unreachable"]),
  hash: z.string().nullable(),
  /** SHA-256 of the main text exactly as read (textFingerprint): the same text keeps `hash` without keying it again. */
  text_sha: z.string().optional(),
  /** When the text under `hash` was last written to KV (re-written before its TTL runs out). */
  stored_at: z.string().nullable(),
  carried: z.boolean().optional(),
  title: z.string().optional(),
});
export type SnapshotPage = z.infer<typeof SnapshotPage>;

export const SnapshotFinding = z.object({
  signal: z.string(),
  dimension: z.enum(["pricing", "privacy_legal", "security"]),
  finding: z.string(),
  source_url: z.string(),
  evidence: z.string(),
  risk_impact: z.enum(["high", "medium", "low"]),
  polarity: z.enum(["risk", "strength", "info"]).optional(),
  /** Points the finding moves its dimension's score (negative for strengths). */
  weight: z.number().optional(),
});
export type SnapshotFinding = z.infer<typeof SnapshotFinding>;

export const SnapshotCertification = z.object({
  name: z.string(),
  verified: z.boolean(),
  status: z.string().optional(),
  source_url: z.string(),
  evidence: z.string(),
});
export type SnapshotCertification = z.infer<typeof SnapshotCertification>;

export const Snapshot = z.object({
  v: z.literal(1),
  url: z.string(),
  checked_at: z.string(),
  engine_version: z.string().nullable(),
  /**
   * True when a page read before could not be reached this time. Such a check compares only the
   * text of the pages it could read; its scores, level, findings and certifications are the last
   * complete check's, carried, since a missing page moves them for reasons that are not the vendor's.
   */
  partial: z.boolean(),
  scores: SnapshotScores,
  level: RiskLevel,
  pages: z.array(SnapshotPage),
  findings: z.array(SnapshotFinding),
  certifications: z.array(SnapshotCertification),
});
export type Snapshot = z.infer<typeof Snapshot>;

/** A change as the analysis Worker detects it (before it is stored and given to assessments). */
export interface DetectedChange {
  kind: ChangeKind;
  dimension: ChangeDimension | null;
  severity: ChangeSeverity;
  source_url: string | null;
  before: string | null;
  after: string | null;
  summary: string;
  details: ChangeDetails;
}

/** The frequency's interval in seconds; null when off. */
export function frequencySeconds(frequency: MonitoringFrequencyValue): number | null {
  return frequency === "off" ? null : FREQUENCY_SECONDS[frequency];
}
