/**
 * The bell and the notification switches (Settings →
 * Notifications): GET /api/notifications, POST /api/notifications/{id}/read and /read-all,
 * GET and PUT /api/me/notification-preferences; and who is told when an assessment is saved.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { userNotificationsTable } from "@core/db/schema";
import { NotificationList, NotificationPreferences } from "@core/contract/notifications";
import { saveViaApi } from "./assessment-fixtures";
import { db } from "./helpers";
import { seedUser, signedOut, type Caller } from "./seeded-callers";
import { expectError, mailsTo, notificationsOf, reviewOrg, setSwitches, type ReviewOrg } from "./review-support";

let org: ReviewOrg;

beforeAll(async () => {
  org = await reviewOrg("Bell Co");
});

async function addNotifications(user: Caller, count: number, start = Date.parse("2026-03-01T00:00:00Z")) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = crypto.randomUUID();
    ids.push(id);
    await db()
      .insert(userNotificationsTable)
      .values({
        id,
        userId: user.userId,
        organizationId: org.orgId,
        type: "comment",
        title: `Note ${i}`,
        message: `Message ${i}`,
        link: `/dashboard/assessments/a-${i}`,
        createdAt: new Date(start + i * 1000).toISOString(),
      });
  }
  return ids;
}

const bell = async (caller: Caller) => NotificationList.parse(await (await caller.fetch("/api/notifications")).json());

describe("GET /api/notifications", () => {
  it("answers the 10 newest, newest first, and the count of all unread", async () => {
    const user = await seedUser(org.orgId, ["member"]);
    expect(await bell(user)).toEqual({ items: [], unread_count: 0 });
    await addNotifications(user, 12);
    const { items, unread_count } = await bell(user);
    expect(items.map((n) => n.title)).toEqual([
      "Note 11",
      "Note 10",
      "Note 9",
      "Note 8",
      "Note 7",
      "Note 6",
      "Note 5",
      "Note 4",
      "Note 3",
      "Note 2",
    ]);
    expect(items[0]).toMatchObject({
      type: "comment",
      message: "Message 11",
      link: "/dashboard/assessments/a-11",
      read: false,
    });
    expect(unread_count).toBe(12);
  });

  it("is the caller's own only, and needs a session", async () => {
    const user = await seedUser(org.orgId, ["member"]);
    const someoneElse = await seedUser(org.orgId, ["member"]);
    await addNotifications(someoneElse, 2);
    expect(await bell(user)).toEqual({ items: [], unread_count: 0 });
    await expectError(await signedOut.fetch("/api/notifications"), 401, "UNAUTHENTICATED");
    const waiting = await seedUser(null, [], { status: "pending_approval" });
    expect((await bell(waiting)).items).toEqual([]);
  });
});

describe("POST /api/notifications/{id}/read and /read-all", () => {
  it("marks one read (204, again 204); another user's or a missing one 404", async () => {
    const user = await seedUser(org.orgId, ["member"]);
    const someoneElse = await seedUser(org.orgId, ["member"]);
    const [id] = await addNotifications(user, 2);
    const read = (caller: Caller, which: string) =>
      caller.fetch(`/api/notifications/${which}/read`, { method: "POST" });
    expect((await read(user, id!)).status).toBe(204);
    expect((await read(user, id!)).status).toBe(204);
    const { items, unread_count } = await bell(user);
    expect(unread_count).toBe(1);
    expect(items.find((n) => n.id === id)!.read).toBe(true);
    await expectError(await read(someoneElse, id!), 404, "NOT_FOUND");
    await expectError(await read(user, "no-such-notification"), 404, "NOT_FOUND");
    await expectError(await read(signedOut, id!), 401, "UNAUTHENTICATED");
  });

  it("marks all of the caller's unread read, beyond the 10 shown, and nobody else's", async () => {
    const user = await seedUser(org.orgId, ["member"]);
    const someoneElse = await seedUser(org.orgId, ["member"]);
    await addNotifications(user, 15);
    await addNotifications(someoneElse, 3);
    const res = await user.fetch("/api/notifications/read-all", { method: "POST" });
    expect(res.status).toBe(204);
    expect((await bell(user)).unread_count).toBe(0);
    expect((await notificationsOf(user)).every((n) => n.read)).toBe(true);
    expect((await bell(someoneElse)).unread_count).toBe(3);
    await expectError(await signedOut.fetch("/api/notifications/read-all", { method: "POST" }), 401, "UNAUTHENTICATED");
  });
});

describe("GET and PUT /api/me/notification-preferences", () => {
  const prefs = async (caller: Caller) =>
    NotificationPreferences.parse(await (await caller.fetch("/api/me/notification-preferences")).json());
  const put = (caller: Caller, body: unknown) => caller.json("PUT", "/api/me/notification-preferences", body);

  it("starts from the defaults: four on, the weekly digest off", async () => {
    const user = await seedUser(org.orgId, ["member"]);
    expect(await prefs(user)).toEqual({
      assessment_completed: true,
      approval_requests: true,
      comments_and_mentions: true,
      weekly_digest: false,
      vendor_changes: true,
    });
  });

  it("saves all five, or some (the rest keep their value), per user", async () => {
    const user = await seedUser(org.orgId, ["member"]);
    const res = await put(user, {
      assessment_completed: false,
      approval_requests: false,
      comments_and_mentions: false,
      weekly_digest: true,
      vendor_changes: false,
    });
    expect(res.status).toBe(200);
    expect(NotificationPreferences.parse(await res.json())).toEqual({
      assessment_completed: false,
      approval_requests: false,
      comments_and_mentions: false,
      weekly_digest: true,
      vendor_changes: false,
    });
    expect((await put(user, { approval_requests: true })).status).toBe(200);
    expect(await prefs(user)).toEqual({
      assessment_completed: false,
      approval_requests: true,
      comments_and_mentions: false,
      weekly_digest: true,
      vendor_changes: false,
    });
    const fresh = await seedUser(org.orgId, ["member"]);
    expect((await prefs(fresh)).weekly_digest).toBe(false);
    expect((await put(fresh, { weekly_digest: true })).status).toBe(200);
    expect(await prefs(fresh)).toEqual({
      assessment_completed: true,
      approval_requests: true,
      comments_and_mentions: true,
      weekly_digest: true,
      vendor_changes: true,
    });
  });

  it("refuses what is not a switch (400) and needs a session (401)", async () => {
    const user = await seedUser(org.orgId, ["member"]);
    await expectError(await put(user, { weekly_digest: "yes" }), 400, "INVALID_REQUEST");
    await expectError(await put(user, { daily_digest: true }), 400, "INVALID_REQUEST");
    await expectError(await put(user, "not json"), 400, "INVALID_REQUEST");
    expect(await prefs(user)).toEqual({
      assessment_completed: true,
      approval_requests: true,
      comments_and_mentions: true,
      weekly_digest: false,
      vendor_changes: true,
    });
    await expectError(await signedOut.fetch("/api/me/notification-preferences"), 401, "UNAUTHENTICATED");
    await expectError(await put(signedOut, { weekly_digest: true }), 401, "UNAUTHENTICATED");
  });
});

describe("saving an assessment asks those who decide", () => {
  it("notifies admins and reviewers (not the saver, not others) in the app; by e-mail when their switch is on", async () => {
    const local = await reviewOrg("Save Notify Co");
    await setSwitches(local.reviewer, { approvalRequests: false });
    const saved = await saveViaApi(local.member, local.orgId, "https://asked-tool.example.com/", {
      tool_name: "Asked Tool",
    });
    const link = `/dashboard/assessments/${saved.id}`;
    for (const decider of [local.admin, local.reviewer]) {
      expect((await notificationsOf(decider)).filter((n) => n.link === link)).toMatchObject([
        {
          type: "approval_requested",
          title: "Approval requested",
          message: "Max Member saved Asked Tool and asks for your review",
        },
      ]);
    }
    expect((await mailsTo(local.admin)).some((m) => m.subject === "Review requested: Asked Tool")).toBe(true);
    expect(await mailsTo(local.reviewer)).toHaveLength(0);
    for (const bystander of [local.member, local.analyst, local.viewer]) {
      expect((await notificationsOf(bystander)).filter((n) => n.link === link)).toHaveLength(0);
    }

    // Saved again with the same report: nothing new to review, nobody is asked again.
    await saveViaApi(local.member, local.orgId, "https://asked-tool.example.com/", { tool_name: "Asked Tool" });
    expect((await notificationsOf(local.admin)).filter((n) => n.link === link)).toHaveLength(1);
    // An admin saving: the reviewer is asked, the admin is not asked by themselves.
    const own = await saveViaApi(local.admin, local.orgId, "https://admin-tool.example.com/");
    expect((await notificationsOf(local.reviewer)).some((n) => n.link === `/dashboard/assessments/${own.id}`)).toBe(
      true,
    );
    expect((await notificationsOf(local.admin)).some((n) => n.link === `/dashboard/assessments/${own.id}`)).toBe(false);
  });
});
