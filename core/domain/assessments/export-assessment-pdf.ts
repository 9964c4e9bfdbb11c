import { eq } from "drizzle-orm";
import { assessmentCategoriesTable, userProfilesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import { conflict } from "@core/lib/errors";
import { fileNamePart } from "@core/contract/assessment-rules";
import type { Analysis } from "@core/contract/analysis";
import type { Actor } from "../actor";
import { findAssessmentFor, requireMember } from "./assessment-access";
import { stateHasConditions, stateHasExpiry } from "@core/contract/safe-to-try-rules";
import { parseConditions, parseStoredAnalysis } from "./assessment-rows";

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
  };
  generatedAt: string;
}

export interface PdfDeps {
  db: Db;
  clock: Clock;
  /** Print view to PDF bytes (Browser Rendering in production and locally). */
  render: (report: PdfReport) => Promise<Uint8Array>;
}

/** A report's PDF file name: the vendor's name, then what it is ("Acme-Notes-risk-assessment.pdf"). */
export function pdfFileName(vendorName: string): string {
  return `${fileNamePart(vendorName)}-risk-assessment.pdf`;
}

/**
 * The PDF of a saved assessment: scores, findings with their quotes and links, certifications,
 * sources and its metadata. Who may call: whoever may see the assessment (another
 * organization's or unknown 404, a colleague's for a member 403).
 */
export async function exportAssessmentPdf(
  deps: PdfDeps,
  actor: Actor,
  id: string,
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const member = requireMember(actor, "Please sign in to continue.");
  const row = await findAssessmentFor(deps.db, member, id);
  const analysis = parseStoredAnalysis(row.analysis);
  if (!analysis) throw conflict("This assessment has no analysis to export yet.");
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
  const pdf = await deps.render({
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
    },
    generatedAt: deps.clock().toISOString(),
  });
  return { fileName: pdfFileName(analysis.vendor_name), pdf };
}
