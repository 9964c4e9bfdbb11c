import { eq } from "drizzle-orm";
import { assessmentCategoriesTable, userProfilesTable, type OrgRiskAssessmentRow } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import { conflict } from "@core/lib/errors";
import { fileNamePart } from "@core/contract/assessment-rules";
import type { Analysis } from "@core/contract/analysis";
import { SAMPLE_ANALYSIS } from "@core/contract/sample-analysis";
import { takeRateLimit } from "../limits/rate-limit";
import type { Settings } from "../settings/settings-reader";
import type { Actor } from "../actor";
import { findAssessmentFor, requireMember } from "./assessment-access";
import { stateHasConditions, stateHasExpiry } from "@core/contract/safe-to-try-rules";
import { parseConditions, parseStoredAnalysis } from "./assessment-rows";
import { decisionsOf } from "../decisions/decision-rows";

/** What a PDF shows: the report, and the saved assessment's metadata when there is one. */
export interface PdfReport {
  analysis: Analysis;
  metadata?: {
    toolName: string | null;
    category: string | null;
    department: string | null;
    purpose: string | null;
    priority: string;
    status: string;
    approvalStatus: string;
    /** The conditions of an approval with conditions, or a trial's guardrails. */
    conditions?: string[] | null;
    /** When its trial ends (or ended). */
    trialEndsAt?: string | null;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
    /** The decision the approval status comes from (none while pending). */
    decision?: { by: string | null; at: string; selfApproved: boolean } | null;
  };
  generatedAt: string;
}

export interface PdfDeps {
  db: Db;
  clock: Clock;
  settings: Settings;
  /** Where rendered PDFs are kept (KV), keyed by what they show. */
  cache: KVNamespace;
  /** Print view to PDF bytes (Browser Rendering in production and locally). */
  render: (report: PdfReport) => Promise<Uint8Array>;
}

/**
 * Bump when the print view's layout changes (worker/report-pdf/print-view.tsx): cached PDFs are
 * keyed by it, so the next export renders again.
 */
export const PDF_LAYOUT_VERSION = 2;
/** How long a rendered PDF is kept; a new version of the report gets its own entry anyway. */
export const PDF_CACHE_TTL_SECONDS = 30 * 24 * 3600;

/** Where a PDF came from: rendered now, or the cached file of the same report version. */
export type PdfSource = "rendered" | "cache";

/**
 * Every export costs a browser when it is not cached: one person, and one organization, may
 * download at most so many PDFs per rolling hour (platform settings; 429 with Retry-After).
 */
async function takeExportSlot(deps: PdfDeps, member: { userId: string; organizationId: string }) {
  await takeRateLimit(deps.db, {
    action: "pdf_export",
    userId: member.userId,
    organizationId: member.organizationId,
    limits: [
      {
        per: "user",
        max: await deps.settings.get("limits.pdf_exports_per_user_hour"),
        windowMs: 3600_000,
        message: "You have downloaded the most PDFs allowed per person in an hour. Please try again in {wait}.",
      },
      {
        per: "organization",
        max: await deps.settings.get("limits.pdf_exports_per_organization_hour"),
        windowMs: 3600_000,
        message: "Your organization has downloaded the most PDFs allowed in an hour. Please try again in {wait}.",
      },
    ],
    now: deps.clock(),
  });
}

/** The cached PDF under `key`, or a new rendering kept there. */
async function cachedPdf(
  deps: PdfDeps,
  key: string,
  report: () => Promise<PdfReport>,
): Promise<{ pdf: Uint8Array; source: PdfSource }> {
  const hit = await deps.cache.get(key, "arrayBuffer");
  if (hit) return { pdf: new Uint8Array(hit), source: "cache" };
  const pdf = await deps.render(await report());
  await deps.cache.put(key, pdf, { expirationTtl: PDF_CACHE_TTL_SECONDS });
  return { pdf, source: "rendered" };
}

/** A report's PDF file name: the vendor's name, then what it is ("Acme-Notes-risk-assessment.pdf"). */
export function pdfFileName(vendorName: string): string {
  return `${fileNamePart(vendorName)}-risk-assessment.pdf`;
}

/**
 * The PDF of a saved assessment: scores, findings with their quotes and links, certifications,
 * sources and its metadata. Who may call: whoever may see the assessment (another
 * organization's or unknown 404, a colleague's for a member 403; users awaiting approval 403).
 * Rendered once per version of the assessment (every change bumps it) and then served from the
 * cache; every download counts against the hourly export limits (429 with Retry-After).
 */
export async function exportAssessmentPdf(
  deps: PdfDeps,
  actor: Actor,
  id: string,
): Promise<{ fileName: string; pdf: Uint8Array; source: PdfSource }> {
  const member = requireMember(actor, "Please sign in to continue.");
  const row = await findAssessmentFor(deps.db, member, id);
  const analysis = parseStoredAnalysis(row.analysis);
  if (!analysis) throw conflict("This assessment has no analysis to export yet.");
  await takeExportSlot(deps, member);
  const key = `pdf:v${PDF_LAYOUT_VERSION}:assessment:${row.id}:${row.version}`;
  const { pdf, source } = await cachedPdf(deps, key, () => assessmentReport(deps, row, analysis));
  return { fileName: pdfFileName(analysis.vendor_name), pdf, source };
}

/**
 * The landing page's sample report as PDF, for members of an organization (users awaiting
 * approval export nothing). Rendered once per sample text and layout, then served from the
 * cache; it counts against the same hourly limits.
 */
export async function exportSamplePdf(
  deps: PdfDeps,
  actor: Actor,
): Promise<{ fileName: string; pdf: Uint8Array; source: PdfSource }> {
  const member = requireMember(actor, "Please sign in to download the sample report.");
  await takeExportSlot(deps, member);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(SAMPLE_ANALYSIS)));
  const hash = [...new Uint8Array(digest)]
    .slice(0, 12)
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
  const key = `pdf:v${PDF_LAYOUT_VERSION}:sample:${hash}`;
  const { pdf, source } = await cachedPdf(deps, key, async () => ({
    analysis: SAMPLE_ANALYSIS,
    generatedAt: deps.clock().toISOString(),
  }));
  return { fileName: pdfFileName(SAMPLE_ANALYSIS.vendor_name), pdf, source };
}

async function assessmentReport(deps: PdfDeps, row: OrgRiskAssessmentRow, analysis: Analysis): Promise<PdfReport> {
  const [category] = row.categoryId
    ? await deps.db
        .select({ name: assessmentCategoriesTable.name })
        .from(assessmentCategoriesTable)
        .where(eq(assessmentCategoriesTable.id, row.categoryId))
    : [];
  const [creator] = await deps.db
    .select({ name: userProfilesTable.fullName, email: userProfilesTable.email })
    .from(userProfilesTable)
    .where(eq(userProfilesTable.id, row.createdBy));
  const latest =
    row.approvalStatus === "pending"
      ? undefined
      : (await decisionsOf(deps.db, row.id)).find((d) => d.status !== "reopened");
  return {
    analysis,
    metadata: {
      toolName: row.toolName,
      category: category?.name ?? null,
      department: row.department,
      purpose: row.requestedPurpose,
      priority: row.priority,
      status: row.status,
      approvalStatus: row.approvalStatus,
      conditions: stateHasConditions(row.approvalStatus) ? parseConditions(row.conditions) : null,
      trialEndsAt: stateHasExpiry(row.approvalStatus) ? row.trialExpiresAt : null,
      createdBy: creator?.name?.trim() || creator?.email || null,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      decision: latest ? { by: latest.reviewer_name, at: latest.created_at, selfApproved: latest.self_approved } : null,
    },
    generatedAt: deps.clock().toISOString(),
  };
}
