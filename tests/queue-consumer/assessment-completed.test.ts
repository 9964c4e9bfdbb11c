/**
 * "Assessment Completed": when an organization's analysis completes, the person who started it
 * is told (in the app, and by e-mail when their switch is on), once.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { processAnalysisMessage, type ProcessDeps } from "@queue-consumer/jobs/process-analysis-message";
import {
  emailOutboxTable,
  notificationPreferencesTable,
  orgAnalysisJobsTable,
  organizationsTable,
  orgRiskAssessmentsTable,
  userNotificationsTable,
  userProfilesTable,
  userRolesTable,
} from "@core/db/schema";
import type { Analysis } from "@core/contract/analysis";
import { analyzeMessage, db, fakeMessage, insertPublicJob, testEnv } from "./helpers";

const now = () => new Date("2030-04-01T12:00:00Z");
let orgId: string;
let requester: { id: string; email: string };

function analysisOf(url: string): Analysis {
  return {
    url,
    vendor_name: "Done Vendor",
    logo_url: null,
    overall_risk: { score: 6.5, level: "medium", recommendation: "Review required." },
    pricing_risk: { score: 5, details: "", findings: [] },
    privacy_legal_risk: { score: 7, details: "", findings: [] },
    security_risk: { score: 6, details: "", findings: [], certifications: [] },
    analyzed_pages: { main_page: null, pricing_pages: [], legal_pages: [], security_pages: [] },
    analyzed_at: now().toISOString(),
  };
}

const deps = (): ProcessDeps => ({ analyze: async (url) => analysisOf(url), pipeline: { fetch, now }, now });

async function seedUser(email: string) {
  const id = crypto.randomUUID();
  const at = now().toISOString();
  await db().insert(userProfilesTable).values({
    id,
    email,
    fullName: "Ria Requester",
    organizationId: orgId,
    status: "active",
    authIssuer: "https://idp.test",
    authSubject: id,
    createdAt: at,
    updatedAt: at,
  });
  await db()
    .insert(userRolesTable)
    .values({ id: crypto.randomUUID(), userId: id, organizationId: orgId, role: "member", createdAt: at });
  return { id, email };
}

async function orgJob(url: string, userId = requester.id) {
  const id = crypto.randomUUID();
  const at = now().toISOString();
  await db()
    .insert(orgAnalysisJobsTable)
    .values({
      id,
      url,
      vendorKey: new URL(url).hostname,
      organizationId: orgId,
      userId,
      status: "pending",
      createdAt: at,
      updatedAt: at,
    });
  return id;
}

async function run(jobId: string, url: string, scope: "org" | "public" = "org") {
  const { message, calls } = fakeMessage({ ...analyzeMessage(jobId, url), scope });
  await processAnalysisMessage(message, testEnv, deps());
  expect(calls.ack).toBe(1);
}

const notesOf = (userId: string) =>
  db().select().from(userNotificationsTable).where(eq(userNotificationsTable.userId, userId));
const mailsTo = (email: string) => db().select().from(emailOutboxTable).where(eq(emailOutboxTable.toAddress, email));

beforeAll(async () => {
  orgId = crypto.randomUUID();
  const at = now().toISOString();
  await db()
    .insert(organizationsTable)
    .values({ id: orgId, name: "Completed Co", domain: "completed.test", createdAt: at, updatedAt: at });
  requester = await seedUser("ria@completed.test");
});

describe("Assessment Completed", () => {
  it("tells the requester once, linking to the vendor's report when the analysis is not saved yet", async () => {
    const url = "https://done-vendor.com/";
    const jobId = await orgJob(url);
    await run(jobId, url);
    await run(jobId, url); // a duplicate delivery: the job is already complete
    const notes = await notesOf(requester.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: "assessment_completed",
      title: "Assessment completed",
      message: "The analysis of Done Vendor is complete: medium risk, score 6.5/10",
      link: "/reports/done-vendor.com",
      read: false,
    });
    const [mail] = await mailsTo(requester.email);
    expect(mail).toMatchObject({ subject: "Analysis complete: Done Vendor", status: "queued" });
    expect(mail!.textBody).toContain("{{app_origin}}/reports/done-vendor.com");
  });

  it("links to the assessment whose re-analysis it was, by its tool name; no e-mail with the switch off", async () => {
    const other = await seedUser("quiet@completed.test");
    await db()
      .insert(notificationPreferencesTable)
      .values({ userId: other.id, assessmentCompleted: false, updatedAt: now().toISOString() });
    const url = "https://reanalyzed-vendor.com/";
    const jobId = await orgJob(url, other.id);
    const assessmentId = crypto.randomUUID();
    await db().insert(orgRiskAssessmentsTable).values({
      id: assessmentId,
      organizationId: orgId,
      url,
      vendorKey: "reanalyzed-vendor.com",
      toolName: "Reanalyzed Tool",
      status: "processing",
      reanalysisJobId: jobId,
      createdBy: requester.id,
      createdAt: now().toISOString(),
      updatedAt: now().toISOString(),
    });
    await run(jobId, url);
    const [note] = await notesOf(other.id);
    expect(note).toMatchObject({
      link: `/dashboard/assessments/${assessmentId}`,
      message: "The analysis of Reanalyzed Tool is complete: medium risk, score 6.5/10",
    });
    expect(await mailsTo(other.email)).toHaveLength(0);
  });

  it("a new analysis of an address the organization saved names it as saved, not as the vendor calls itself", async () => {
    const url = "https://saved-vendor.com/";
    const assessmentId = crypto.randomUUID();
    await db().insert(orgRiskAssessmentsTable).values({
      id: assessmentId,
      organizationId: orgId,
      url,
      vendorKey: "saved-vendor.com",
      vendorName: "Done Vendor",
      toolName: "Our Notes Tool",
      status: "completed",
      createdBy: requester.id,
      createdAt: now().toISOString(),
      updatedAt: now().toISOString(),
    });
    // Analyzed again from New Assessment (not a re-analysis of the saved one).
    const jobId = await orgJob(url);
    await run(jobId, url);
    const note = (await notesOf(requester.id)).find((n) => n.message.includes("Our Notes Tool"));
    expect(note).toMatchObject({
      message: "The analysis of Our Notes Tool is complete: medium risk, score 6.5/10",
      link: `/dashboard/assessments/${assessmentId}`,
    });
  });

  it("tells nobody about anonymous analyses", async () => {
    const before = await db().select().from(userNotificationsTable);
    const url = "https://public-vendor.com/";
    await run(await insertPublicJob(url), url, "public");
    expect(await db().select().from(userNotificationsTable)).toHaveLength(before.length);
    expect(
      await db()
        .select()
        .from(userNotificationsTable)
        .where(
          and(
            eq(userNotificationsTable.type, "assessment_completed"),
            eq(userNotificationsTable.link, "/reports/public-vendor.com"),
          ),
        ),
    ).toHaveLength(0);
  });
});
