/**
 * What a check's changes do in the organizations watching the vendor: watchers are notified (in
 * the app, by e-mail with their "Vendor changes" switch on), an approved assessment goes back to
 * review with a system entry naming the change (unless its organization turned that off), the
 * organization event vendor.changed is written, and none of it twice.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  assessmentApprovalsTable,
  assessmentMonitoringTable,
  assessmentWatchersTable,
  emailOutboxTable,
  notificationPreferencesTable,
  organizationEventsTable,
  organizationMonitoringSettingsTable,
  organizationsTable,
  orgRiskAssessmentsTable,
  userNotificationsTable,
  userProfilesTable,
  userRolesTable,
  type OrgRiskAssessmentRow,
} from "@core/db/schema";
import { vendorKey } from "@core/contract/url";
import { deliverCheckChanges } from "@core/domain/monitoring/deliver-changes";
import { changesOfCheck } from "@core/domain/monitoring/complete-check";
import { db } from "./helpers";
import { runCheck, serveVersion } from "./monitoring-support";

const HOST = "northwind-alert.com";
const URL_ = `https://${HOST}/`;
const at = () => new Date().toISOString();

async function seedOrg(name: string, reopenOnChange = true) {
  const id = crypto.randomUUID();
  await db()
    .insert(organizationsTable)
    .values({ id, name, domain: `${id.slice(0, 8)}.example.org`, createdAt: at(), updatedAt: at() });
  if (!reopenOnChange) {
    await db()
      .insert(organizationMonitoringSettingsTable)
      .values({ organizationId: id, defaultFrequency: "weekly", reopenOnChange: false, updatedAt: at() });
  }
  return id;
}

async function seedUser(organizationId: string, role: string, name: string) {
  const id = crypto.randomUUID();
  const email = `${name.split(" ")[0]!.toLowerCase()}-${id.slice(0, 6)}@example.org`;
  await db().insert(userProfilesTable).values({
    id,
    email,
    fullName: name,
    organizationId,
    status: "active",
    authIssuer: "https://idp.test",
    authSubject: id,
    createdAt: at(),
    updatedAt: at(),
  });
  await db()
    .insert(userRolesTable)
    .values({ id: crypto.randomUUID(), userId: id, organizationId, role: role as "admin", createdAt: at() });
  return { id, email };
}

async function seedWatched(
  organizationId: string,
  createdBy: string,
  approvalStatus: OrgRiskAssessmentRow["approvalStatus"],
  frequency: "weekly" | "off" = "weekly",
) {
  const id = crypto.randomUUID();
  await db()
    .insert(orgRiskAssessmentsTable)
    .values({
      id,
      organizationId,
      url: URL_,
      vendorKey: vendorKey(new URL(URL_)),
      toolName: "Northwind",
      status: approvalStatus === "pending" ? "pending_review" : "completed",
      approvalStatus,
      createdBy,
      version: 3,
      createdAt: "2020-01-01T00:00:00.000Z",
      updatedAt: at(),
    });
  await db()
    .insert(assessmentMonitoringTable)
    .values({ assessmentId: id, organizationId, vendorKey: HOST, frequency, createdAt: at(), updatedAt: at() });
  return id;
}

const notified = (userId: string) =>
  db()
    .select()
    .from(userNotificationsTable)
    .where(and(eq(userNotificationsTable.userId, userId), eq(userNotificationsTable.type, "vendor_changed")));

let orgA: string;
let orgB: string;
let orgC: string;
const people = {} as Record<
  "creator" | "reviewer" | "admin" | "viewer" | "quiet" | "creatorB" | "creatorC",
  { id: string; email: string }
>;
const assessments = {} as Record<"a" | "b" | "c", string>;
let secondCheck: string;

beforeAll(async () => {
  orgA = await seedOrg("Watching Org");
  orgB = await seedOrg("No Reopening Org", false);
  orgC = await seedOrg("Not Watching Org");
  people.creator = await seedUser(orgA, "analyst", "Cora Creator");
  people.reviewer = await seedUser(orgA, "reviewer", "Rex Reviewer");
  people.admin = await seedUser(orgA, "admin", "Ada Admin");
  people.viewer = await seedUser(orgA, "viewer", "Vera Viewer");
  people.quiet = await seedUser(orgA, "analyst", "Quinn Quiet");
  people.creatorB = await seedUser(orgB, "admin", "Bo Builder");
  people.creatorC = await seedUser(orgC, "admin", "Cy Cautious");
  assessments.a = await seedWatched(orgA, people.creator.id, "approved");
  assessments.b = await seedWatched(orgB, people.creatorB.id, "approved");
  assessments.c = await seedWatched(orgC, people.creatorC.id, "approved", "off");
  // The reviewer and the admin decided it; the admin then pressed "Unwatch"; the viewer pressed "Watch".
  for (const reviewer of [people.reviewer, people.admin]) {
    await db().insert(assessmentApprovalsTable).values({
      id: crypto.randomUUID(),
      assessmentId: assessments.a,
      organizationId: orgA,
      reviewerId: reviewer.id,
      status: "approved",
      createdAt: "2020-01-02T00:00:00.000Z",
    });
  }
  await db()
    .insert(assessmentWatchersTable)
    .values([
      {
        assessmentId: assessments.a,
        userId: people.admin.id,
        organizationId: orgA,
        watching: false,
        createdAt: at(),
        updatedAt: at(),
      },
      {
        assessmentId: assessments.a,
        userId: people.viewer.id,
        organizationId: orgA,
        watching: true,
        createdAt: at(),
        updatedAt: at(),
      },
    ]);
  // The viewer wants no e-mail about vendor changes.
  await db()
    .insert(notificationPreferencesTable)
    .values({ userId: people.viewer.id, vendorChanges: false, updatedAt: at() });

  await serveVersion(HOST, "v1");
  const baseline = await runCheck(URL_);
  expect(baseline.changesCount).toBe(0);
  await serveVersion(HOST, "v2");
  secondCheck = (await runCheck(URL_)).id;
  await serveVersion(HOST, "v1");
});

describe("a check that found changes", () => {
  it("notifies the creator, the deciders and whoever pressed Watch, not those who unwatched it or cannot see it", async () => {
    for (const who of [people.creator, people.reviewer, people.viewer]) {
      const [n, ...more] = await notified(who.id);
      expect(more).toEqual([]);
      expect(n).toMatchObject({
        title: "Vendor changed: back in review",
        link: `/dashboard/assessments/${assessments.a}?tab=changes`,
        read: false,
      });
      expect(n!.message).toMatch(/^Northwind: /);
    }
    expect(await notified(people.admin.id)).toEqual([]);
    expect(await notified(people.quiet.id)).toEqual([]);
    // Another organization watching the vendor is told too; one that turned monitoring off is not.
    expect(await notified(people.creatorB.id)).toHaveLength(1);
    expect(await notified(people.creatorC.id)).toEqual([]);
  });

  it("e-mails watchers whose Vendor changes switch is on, with the changed sentences", async () => {
    const mails = async (email: string) =>
      db().select().from(emailOutboxTable).where(eq(emailOutboxTable.toAddress, email));
    const [mail] = (await mails(people.creator.email)).filter((m) => m.subject.startsWith("Northwind changed"));
    expect(mail!.textBody).toContain("Before: “We do not sell your personal information");
    expect(mail!.textBody).toContain('You get this e-mail because "Vendor Changes" is on');
    expect((await mails(people.viewer.email)).filter((m) => m.subject.startsWith("Northwind changed"))).toEqual([]);
  });

  it("sends the approved assessment back to review with a system entry that names the change", async () => {
    const [a] = await db().select().from(orgRiskAssessmentsTable).where(eq(orgRiskAssessmentsTable.id, assessments.a));
    expect(a).toMatchObject({ approvalStatus: "pending", status: "pending_review", version: 4 });
    const entries = await db()
      .select()
      .from(assessmentApprovalsTable)
      .where(
        and(eq(assessmentApprovalsTable.assessmentId, assessments.a), eq(assessmentApprovalsTable.status, "reopened")),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorKind: "system", reviewerId: null, assessmentVersion: 3 });
    expect(entries[0]!.reason).toBe(
      "Vendor monitoring: SOC 2 Type II is no longer stated as attained. (11 changes in this check)",
    );
    // Those who decide are asked to review it again.
    const asked = await db()
      .select()
      .from(userNotificationsTable)
      .where(
        and(
          eq(userNotificationsTable.userId, people.reviewer.id),
          eq(userNotificationsTable.type, "approval_requested"),
        ),
      );
    expect(asked.map((n) => n.title)).toEqual(["Back in review"]);
  });

  it("leaves the approval alone where the organization turned reopening off", async () => {
    const [b] = await db().select().from(orgRiskAssessmentsTable).where(eq(orgRiskAssessmentsTable.id, assessments.b));
    expect(b!.approvalStatus).toBe("approved");
    const [n] = await notified(people.creatorB.id);
    expect(n!.title).toBe("Vendor changed");
  });

  it("writes the organization event vendor.changed for each watching organization", async () => {
    const events = await db()
      .select()
      .from(organizationEventsTable)
      .where(eq(organizationEventsTable.type, "vendor.changed"));
    const byOrg = new Map(events.map((e) => [e.organizationId, JSON.parse(e.data)]));
    expect(byOrg.get(orgA)).toMatchObject({
      organization_id: orgA,
      assessment_id: assessments.a,
      tool_name: "Northwind",
      url: URL_,
      link: `/dashboard/assessments/${assessments.a}?tab=changes`,
      check_id: secondCheck,
      changes: 11,
      highest_severity: "high",
      reopened: true,
    });
    expect(byOrg.get(orgB)).toMatchObject({ assessment_id: assessments.b, reopened: false });
    expect(byOrg.has(orgC)).toBe(false);
  });

  it("tells nobody twice when the check's changes are handed out again", async () => {
    const before = (await db().select().from(userNotificationsTable)).length;
    const events = (await db().select().from(organizationEventsTable)).length;
    await deliverCheckChanges(
      db(),
      { id: secondCheck, vendorKey: HOST, changes: await changesOfCheck(db(), secondCheck) },
      new Date(),
    );
    expect((await db().select().from(userNotificationsTable)).length).toBe(before);
    expect((await db().select().from(organizationEventsTable)).length).toBe(events);
  });
});
