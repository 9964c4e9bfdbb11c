/**
 * Webhooks and Slack channels: registration checks, Standard Webhooks signatures verified with the
 * spec's reference library, secret rotation, events from real changes, retries with back-off, the
 * delivery log, redelivery and the rule that disables an endpoint failing for three days.
 */
import { eq } from "drizzle-orm";
import { Webhook as Verifier } from "standardwebhooks";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { env } from "cloudflare:workers";
import {
  orgAnalysisJobsTable,
  organizationEventsTable,
  pendingApprovalsTable,
  emailOutboxTable,
  userNotificationsTable,
  webhookDeliveriesTable,
  webhookEndpointsTable,
} from "@core/db/schema";
import { CreatedWebhook, WEBHOOK_RETRY_DELAYS, WebhookDelivery } from "@core/contract/webhooks";
import { ListPage } from "@core/contract/list";
import { OrganizationEvent } from "@core/contract/events";
import { attemptDelivery, type WebhookQueue } from "@core/domain/webhooks/deliver-webhook";
import { dispatchEvents } from "@core/domain/webhooks/dispatch-events";
import { slackMessage } from "@core/domain/webhooks/slack-message";
import { completeAnalysisJob, failAnalysisJob } from "@core/domain/assessments/finish-analysis-job";
import { allowLocalFromEnv, endpointProblem } from "@core/domain/webhooks/endpoint-url";
import { db, sampleAnalysis, seedCache } from "./helpers";
import { seedOrg, seedUser } from "./seeded-callers";
import { receiver } from "./webhook-receiver";

type Caller = Awaited<ReturnType<typeof seedUser>>;

async function setup() {
  const organizationId = await seedOrg("Hook Co");
  const admin = await seedUser(organizationId, ["admin"]);
  return { organizationId, admin };
}

let n = 0;
async function register(admin: Caller, events = ["assessment.saved", "assessment.decided"]) {
  const url = `https://hooks.receiver-example.com/${++n}-${crypto.randomUUID().slice(0, 6)}`;
  const res = await admin.json("POST", "/api/organization/webhooks", { url, events, description: "GRC" });
  expect(res.status, await res.clone().text()).toBe(201);
  return CreatedWebhook.parse(await res.json());
}

async function until<T>(read: () => Promise<T | undefined | null | false>, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A queue that keeps what is sent (the next attempts are then made by the test, at the time it chooses). */
function keptQueue() {
  const sent: { deliveryId: string; delaySeconds?: number }[] = [];
  const queue: WebhookQueue = {
    send: async (m, o) => {
      sent.push({ deliveryId: m.deliveryId, delaySeconds: o?.delaySeconds });
    },
  };
  return { queue, sent };
}

const deps = (clock: () => Date, queue: WebhookQueue) => ({
  db: db(),
  clock,
  fetch: globalThis.fetch,
  queue,
  allowLocal: false,
  appOrigin: "https://risk.example.com",
});

describe("registering", () => {
  it("answers the whsec_ secret once; the list never shows it", async () => {
    const { admin } = await setup();
    const hook = await register(admin);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(hook).toMatchObject({
      events: ["assessment.saved", "assessment.decided"],
      status: "active",
      kind: "webhook",
    });
    const list = await (await admin.fetch("/api/organization/webhooks")).text();
    expect(list).not.toContain(hook.secret);
  });

  it.each([
    "http://hooks.receiver-example.com/x",
    "https://127.0.0.1/hook",
    "https://10.0.0.5/hook",
    "https://169.254.169.254/latest/meta-data",
    "https://metadata.google.internal/x",
    "https://localhost/hook",
    "https://printer.local/hook",
    "https://hooks.receiver-example.com:8443/x",
  ])("refuses %s (https on a public host only)", async (url) => {
    const { admin } = await setup();
    const res = await admin.json("POST", "/api/organization/webhooks", { url, events: ["assessment.saved"] });
    expect(res.status).toBe(400);
  });

  it("Slack: only hooks.slack.com incoming webhooks, shown with their secret part hidden", async () => {
    const { admin } = await setup();
    const bad = await admin.json("POST", "/api/organization/slack-channels", {
      url: "https://hooks.receiver-example.com/services/T1/B1/x",
      events: ["assessment.decided"],
    });
    expect(bad.status).toBe(400);
    const ok = await admin.json("POST", "/api/organization/slack-channels", {
      url: "https://hooks.slack.com/services/T0AAA/B0BBB/secretpart",
      events: ["assessment.decided"],
    });
    expect(ok.status).toBe(201);
    const list = await (await admin.fetch("/api/organization/slack-channels")).text();
    expect(list).not.toContain("secretpart");
  });
});

describe("deliveries", () => {
  it("a saved assessment reaches the webhook signed as Standard Webhooks: the reference library verifies it", async () => {
    const { organizationId, admin } = await setup();
    const hook = await register(admin);
    await seedCache("signed-vendor.com", sampleAnalysis("https://signed-vendor.com/"));
    const saved = await admin.json("POST", "/api/assessments", {
      url: "https://signed-vendor.com/",
      tool_name: "Signed",
    });
    expect(saved.status).toBe(201);
    const [got] = await until(async () => receiver.at(hook.url).length > 0 && receiver.at(hook.url), "the delivery");
    const payload = new Verifier(hook.secret).verify(got!.body, got!.headers) as unknown;
    const event = OrganizationEvent.parse(payload);
    expect(event).toMatchObject({
      type: "assessment.saved",
      data: { organization_id: organizationId, tool_name: "Signed" },
    });
    expect(got!.headers["webhook-id"]).toBe(event.id);
    expect(Object.keys(event.data)).not.toContain("analysis");
    expect(() =>
      new Verifier(`whsec_${btoa("another secret of 32 bytes......")}`).verify(got!.body, got!.headers),
    ).toThrow();
    const log = ListPage(WebhookDelivery).parse(
      await (await admin.fetch(`/api/organization/webhooks/${hook.id}/deliveries`)).json(),
    );
    await until(async () => {
      const page = ListPage(WebhookDelivery).parse(
        await (await admin.fetch(`/api/organization/webhooks/${hook.id}/deliveries`)).json(),
      );
      return page.items[0]?.status === "succeeded" && page;
    }, "the log to say succeeded");
    expect(log.items[0]).toMatchObject({ event: "assessment.saved" });
  });

  it("after a rotation, deliveries carry both signatures for 24 hours: receivers with either secret accept them", async () => {
    const { admin } = await setup();
    const hook = await register(admin);
    const rotated = (await (
      await admin.fetch(`/api/organization/webhooks/${hook.id}/rotate-secret`, { method: "POST" })
    ).json()) as {
      secret: string;
      previous_secret_expires_at: string;
    };
    expect(rotated.secret).not.toBe(hook.secret);
    expect(new Date(rotated.previous_secret_expires_at).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect((await admin.fetch(`/api/organization/webhooks/${hook.id}/test`, { method: "POST" })).status).toBe(202);
    const [got] = await until(async () => receiver.at(hook.url).length > 0 && receiver.at(hook.url), "the test event");
    expect(got!.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(new Verifier(hook.secret).verify(got!.body, got!.headers)).toMatchObject({ type: "webhook.test" });
    expect(new Verifier(rotated.secret).verify(got!.body, got!.headers)).toMatchObject({ type: "webhook.test" });
  });

  it("a failing receiver is retried with exponential back-off; Redeliver sends the same event again", async () => {
    const { organizationId, admin } = await setup();
    const row = await register(admin, ["member.joined"]);
    receiver.statusOf.set(row.url, 500);
    await db()
      .update(webhookEndpointsTable)
      .set({ events: '["member.joined"]' })
      .where(eq(webhookEndpointsTable.id, row.id));
    const { queue, sent } = keptQueue();
    let now = new Date();
    await env.DB.prepare(
      "INSERT INTO organization_events (id, organization_id, type, data, created_at) VALUES (?, ?, 'member.joined', ?, ?)",
    )
      .bind(
        crypto.randomUUID(),
        organizationId,
        JSON.stringify({ organization_id: organizationId, member_id: "u1" }),
        now.toISOString(),
      )
      .run();
    expect(await dispatchEvents({ db: db(), clock: () => now, queue })).toBe(1);
    const deliveryId = sent[0]!.deliveryId;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= WEBHOOK_RETRY_DELAYS.length + 1; attempt++) {
      const before = sent.length;
      const outcome = await attemptDelivery(
        deps(() => now, queue),
        deliveryId,
      );
      expect(outcome).toBe(attempt <= WEBHOOK_RETRY_DELAYS.length ? "retrying" : "failed");
      if (sent.length > before) delays.push(sent[sent.length - 1]!.delaySeconds!);
      // Disabling waits for three days of failures; these attempts span about 30 hours.
      now = new Date(now.getTime() + (delays[delays.length - 1] ?? 0) * 1000);
    }
    expect(delays).toEqual([...WEBHOOK_RETRY_DELAYS]);
    expect(delays.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(24 * 3600);
    const [delivery] = await db()
      .select()
      .from(webhookDeliveriesTable)
      .where(eq(webhookDeliveriesTable.id, deliveryId));
    expect(delivery).toMatchObject({ status: "failed", attempt: 8, statusCode: 500, nextAttemptAt: null });
    expect(delivery!.responseExcerpt).toContain("receiver answered 500");
    // A duplicate message changes nothing.
    expect(
      await attemptDelivery(
        deps(() => now, queue),
        deliveryId,
      ),
    ).toBe("skipped");

    receiver.statusOf.delete(row.url);
    const again = await admin.fetch(`/api/organization/webhooks/${row.id}/deliveries/${deliveryId}/redeliver`, {
      method: "POST",
    });
    expect(again.status).toBe(202);
    const redelivered = await until(
      async () => receiver.at(row.url).filter((r) => r.headers["webhook-id"] === delivery!.eventId).length === 9,
      "the redelivery",
    );
    expect(redelivered).toBe(true);
  });

  it("an endpoint failing for 3 days straight is disabled, its admins told in the app and by e-mail", async () => {
    const { organizationId, admin } = await setup();
    const row = await register(admin, ["member.joined"]);
    receiver.statusOf.set(row.url, 503);
    const { queue } = keptQueue();
    const now = new Date();
    const delivery = crypto.randomUUID();
    await db()
      .update(webhookEndpointsTable)
      .set({ failingSince: new Date(now.getTime() - 3 * 86_400_000 + 60_000).toISOString() })
      .where(eq(webhookEndpointsTable.id, row.id));
    await db()
      .insert(webhookDeliveriesTable)
      .values({
        id: delivery,
        endpointId: row.id,
        organizationId,
        eventId: "evt_1",
        eventType: "member.joined",
        payload: JSON.stringify({
          id: "evt_1",
          type: "member.joined",
          timestamp: now.toISOString(),
          data: { organization_id: organizationId },
        }),
        createdAt: now.toISOString(),
        nextAttemptAt: now.toISOString(),
      });
    // Not yet 3 days: still enabled.
    expect(
      await attemptDelivery(
        deps(() => now, queue),
        delivery,
      ),
    ).toBe("retrying");
    let [endpoint] = await db().select().from(webhookEndpointsTable).where(eq(webhookEndpointsTable.id, row.id));
    expect(endpoint!.disabledAt).toBeNull();
    const later = new Date(now.getTime() + 120_000);
    expect(
      await attemptDelivery(
        deps(() => later, queue),
        delivery,
      ),
    ).toBe("failed");
    [endpoint] = await db().select().from(webhookEndpointsTable).where(eq(webhookEndpointsTable.id, row.id));
    expect(endpoint!.disabledAt).not.toBeNull();
    const notes = await db()
      .select()
      .from(userNotificationsTable)
      .where(eq(userNotificationsTable.userId, admin.userId));
    expect(notes.map((x) => x.type)).toContain("integration_failing");
    const mail = await db().select().from(emailOutboxTable).where(eq(emailOutboxTable.toAddress, admin.email));
    expect(mail.some((m) => /disabled/.test(m.subject))).toBe(true);
    const list = (await (await admin.fetch("/api/organization/webhooks")).json()) as {
      items: { id: string; status: string }[];
    };
    expect(list.items.find((i) => i.id === row.id)?.status).toBe("disabled");
    // Nothing more is delivered to it; a success before three days would have cleared the streak.
    receiver.statusOf.delete(row.url);
  });

  it("a success clears the failing streak", async () => {
    const { admin } = await setup();
    const row = await register(admin);
    await db()
      .update(webhookEndpointsTable)
      .set({ failingSince: new Date(Date.now() - 86_400_000).toISOString() })
      .where(eq(webhookEndpointsTable.id, row.id));
    expect((await admin.fetch(`/api/organization/webhooks/${row.id}/test`, { method: "POST" })).status).toBe(202);
    await until(async () => {
      const [e] = await db().select().from(webhookEndpointsTable).where(eq(webhookEndpointsTable.id, row.id));
      return e!.failingSince === null;
    }, "the streak to clear");
  });
});

/** Block Kit as Slack documents it: the parts these messages use, with Slack's limits. */
const Text = (max: number, type: "plain_text" | "mrkdwn") =>
  z.object({ type: z.literal(type), text: z.string().min(1).max(max) }).strict();
const Block = z.discriminatedUnion("type", [
  z.object({ type: z.literal("header"), text: Text(150, "plain_text") }).strict(),
  z
    .object({
      type: z.literal("section"),
      text: Text(3000, "mrkdwn").optional(),
      fields: z.array(Text(2000, "mrkdwn")).max(10).optional(),
    })
    .strict()
    .refine((s) => s.text || s.fields),
  z
    .object({
      type: z.literal("actions"),
      elements: z
        .array(z.object({ type: z.literal("button"), text: Text(75, "plain_text"), url: z.url().max(3000) }).strict())
        .min(1)
        .max(25),
    })
    .strict(),
]);
const SlackPayload = z
  .object({
    text: z.string().min(1),
    blocks: z.array(Block).min(1).max(50),
    attachments: z.array(
      z.object({ color: z.string().regex(/^#[0-9a-f]{6}$/), blocks: z.array(Block).min(1).max(50) }).strict(),
    ),
  })
  .strict();

describe("Slack", () => {
  it("a decision reaches the channel as Block Kit: tool, score in its colour, level, what was decided, a link", async () => {
    const { admin } = await setup();
    const url = `https://hooks.slack.com/services/T${Date.now()}/B1/decided`;
    expect(
      (await admin.json("POST", "/api/organization/slack-channels", { url, events: ["assessment.decided"] })).status,
    ).toBe(201);
    await seedCache("slack-vendor.com", sampleAnalysis("https://slack-vendor.com/"));
    const saved = await admin.json("POST", "/api/assessments", {
      url: "https://slack-vendor.com/",
      tool_name: "Slacky",
    });
    const { assessment } = (await saved.json()) as { assessment: { id: string } };
    const decided = await admin.json("POST", `/api/assessments/${assessment.id}/decisions`, {
      status: "rejected",
      comments: "No DPA <yet> & no SSO",
    });
    expect(decided.status).toBe(201);
    const [got] = await until(async () => receiver.at(url).length > 0 && receiver.at(url), "the Slack message");
    expect(got!.headers["webhook-signature"]).toBeUndefined();
    const message = SlackPayload.parse(JSON.parse(got!.body));
    const all = JSON.stringify(message);
    expect(all).toContain("Slacky");
    expect(all).toContain("2.5 / 10");
    expect(all).toContain("Low");
    expect(all).toContain("Rejected");
    expect(all).toContain("No DPA &lt;yet&gt; &amp; no SSO");
    expect(message.attachments[0]!.color).toBe("#16a34a");
    // The tests set no APP_ORIGIN: no absolute address, so no button (the unit case below has one).
    expect(all).not.toContain("Open in Rapid Risk Review");
  });

  it("the score's colour follows the risk bands: red above 6, amber above 3, green up to 3", () => {
    const event = (score: number) =>
      slackMessage(
        {
          id: "e",
          type: "analysis.completed",
          timestamp: "2026-01-01T00:00:00Z",
          data: { organization_id: "o", score, risk_level: "high" },
        },
        "https://risk.example.com",
      );
    expect(event(8.2).attachments[0]!.color).toBe("#dc2626");
    const linked = slackMessage(
      {
        id: "e",
        type: "assessment.decided",
        timestamp: "2026-01-01T00:00:00Z",
        data: { organization_id: "o", link: "/dashboard/assessments/a1", decision: "approved" },
      },
      "https://risk.example.com",
    );
    expect(SlackPayload.parse(linked).attachments[0]!.blocks[2]).toMatchObject({
      type: "actions",
      elements: [{ url: "https://risk.example.com/dashboard/assessments/a1" }],
    });
    expect(event(6.5).attachments[0]!.color).toBe("#dc2626");
    expect(event(5).attachments[0]!.color).toBe("#d97706");
    expect(event(3).attachments[0]!.color).toBe("#16a34a");
    expect(SlackPayload.safeParse(event(5)).success).toBe(true);
  });
});

describe("WEBHOOK_ALLOW_LOCAL", () => {
  it("lets http://127.0.0.1 endpoints in only in development, and warns when set elsewhere", () => {
    expect(endpointProblem("webhook", "http://127.0.0.1:9999/hook", { allowLocal: false })).toBeTruthy();
    expect(allowLocalFromEnv({ ENVIRONMENT: "development", WEBHOOK_ALLOW_LOCAL: "1" })).toBe(true);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(allowLocalFromEnv({ ENVIRONMENT: "production", WEBHOOK_ALLOW_LOCAL: "1" })).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("WEBHOOK_ALLOW_LOCAL is ignored"));
    warn.mockRestore();
    expect(endpointProblem("webhook", "http://127.0.0.1:9999/hook", { allowLocal: true })).toBeNull();
    // Only the loopback address itself, never another private one.
    expect(endpointProblem("webhook", "http://10.0.0.5/hook", { allowLocal: true })).toBeTruthy();
  });
});

describe("the events of today's changes", () => {
  it("an organization's analysis that completes or fails writes analysis.completed / analysis.failed once", async () => {
    const { organizationId, admin } = await setup();
    const job = async (id: string) =>
      db().insert(orgAnalysisJobsTable).values({
        id,
        url: "https://event-vendor.com/",
        vendorKey: "event-vendor.com",
        status: "processing",
        organizationId,
        userId: admin.userId,
        unitsCharged: 1,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      });
    const [done, broken] = [crypto.randomUUID(), crypto.randomUUID()];
    await job(done);
    await job(broken);
    expect(await completeAnalysisJob(db(), "org", done, sampleAnalysis("https://event-vendor.com/"), new Date())).toBe(
      true,
    );
    expect(await completeAnalysisJob(db(), "org", done, sampleAnalysis("https://event-vendor.com/"), new Date())).toBe(
      false,
    );
    expect(await failAnalysisJob(db(), "org", broken, "The site could not be reached.", new Date())).toBe(true);
    const events = await db()
      .select()
      .from(organizationEventsTable)
      .where(eq(organizationEventsTable.organizationId, organizationId));
    const byType = (type: string) => events.filter((e) => e.type === type).map((e) => JSON.parse(e.data));
    expect(byType("analysis.completed")).toEqual([
      expect.objectContaining({ job_id: done, score: 2.5, risk_level: "low", link: "/reports/event-vendor.com" }),
    ]);
    expect(byType("analysis.failed")).toEqual([
      expect.objectContaining({ job_id: broken, error: "The site could not be reached." }),
    ]);
  });

  it("an approved request to join writes member.joined, naming the member by id only", async () => {
    const { organizationId, admin } = await setup();
    const joiner = await seedUser(organizationId, [], { status: "pending_approval", name: "Jo Joiner" });
    const requestId = crypto.randomUUID();
    await db().insert(pendingApprovalsTable).values({
      id: requestId,
      userId: joiner.userId,
      organizationId,
      status: "pending",
      requestedAt: new Date().toISOString(),
    });
    const res = await admin.json("POST", `/api/membership-requests/${requestId}/decision`, { approve: true });
    expect(res.status).toBe(200);
    const events = await db()
      .select()
      .from(organizationEventsTable)
      .where(eq(organizationEventsTable.organizationId, organizationId));
    expect(events.map((e) => [e.type, JSON.parse(e.data).member_id])).toContainEqual(["member.joined", joiner.userId]);
    // What leaves the product (webhooks, Slack) names people by id, never by name or e-mail (the privacy policy says so).
    for (const e of events) {
      expect(e.data).not.toContain(joiner.email);
      expect(e.data).not.toContain("Jo Joiner");
    }
  });
});
