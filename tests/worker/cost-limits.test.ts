/**
 * Bounded costs: a report's PDF is rendered once per version and then served from KV; hourly
 * export limits per person and organization answer 429 with Retry-After; users awaiting approval
 * export nothing; comments have a per-person limit, and their e-mails reach a recipient at most
 * once per assessment every 10 minutes, later ones folded into one; no control character reaches
 * an e-mail header.
 */
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutboxTable, rateLimitEventsTable } from "@core/db/schema";
import type { Actor } from "@core/domain/actor";
import { createComment } from "@core/domain/comments/create-comment";
import { exportAssessmentPdf, exportSamplePdf, type PdfReport } from "@core/domain/assessments/export-assessment-pdf";
import { settingsReader } from "@core/domain/settings/settings-reader";
import { deliverDueEmails, headerSafe } from "@core/email/outbox";
import { resendTransport } from "@core/email/resend";
import { AppError } from "@core/lib/errors";
import { db } from "./helpers";
import { seedOrg, seedUser, type Caller } from "./seeded-callers";
import { assessmentBy, mailsTo, reviewOrg } from "./review-support";

const settings = () => settingsReader({ db: db(), now: () => Date.now(), env: env as never });
const actorOf = (caller: Caller, organizationId: string, roles: string[]): Actor => ({
  kind: "user",
  clientKey: "test",
  userId: caller.userId,
  organizationId,
  roles,
  isSuperAdmin: false,
});

function pdfDeps(renders: PdfReport[], now = () => new Date()) {
  return {
    db: db(),
    clock: now,
    settings: settings(),
    cache: env.CACHE,
    render: async (report: PdfReport) => {
      renders.push(report);
      return new TextEncoder().encode(`%PDF-1.4 render ${renders.length}`);
    },
  };
}

/** `count` exports already made by this user (of this organization) in the last hour. */
async function exportsMade(userId: string, organizationId: string, count: number) {
  const at = new Date(Date.now() - 30 * 60_000).toISOString();
  for (let i = 0; i < count; i++) {
    await db()
      .insert(rateLimitEventsTable)
      .values({ id: crypto.randomUUID(), action: "pdf_export", userId, organizationId, createdAt: at });
  }
}

describe("PDF exports", () => {
  it("render once per version of the report, then come from the cache; a change renders again", async () => {
    const org = await reviewOrg("Pdf Cache Org");
    const a = await assessmentBy(org, org.analyst);
    const renders: PdfReport[] = [];
    const actor = actorOf(org.analyst, org.orgId, ["analyst"]);
    const first = await exportAssessmentPdf(pdfDeps(renders), actor, a.id);
    const second = await exportAssessmentPdf(pdfDeps(renders), actor, a.id);
    expect([first.source, second.source]).toEqual(["rendered", "cache"]);
    expect(second.pdf).toEqual(first.pdf);
    expect(renders).toHaveLength(1);

    await org.analyst.json("PATCH", `/api/assessments/${a.id}`, { tool_name: "Renamed" });
    const third = await exportAssessmentPdf(pdfDeps(renders), actor, a.id);
    expect(third.source).toBe("rendered");
    expect(renders.at(-1)!.metadata!.toolName).toBe("Renamed");

    const samples: PdfReport[] = [];
    await exportSamplePdf(pdfDeps(samples), actor);
    expect((await exportSamplePdf(pdfDeps(samples), actor)).source).toBe("cache");
    expect(samples).toHaveLength(1);
  });

  it("a person's 21st export in an hour: 429 with Retry-After, before any browser starts", async () => {
    const org = await reviewOrg("Pdf Limit Org");
    const a = await assessmentBy(org, org.analyst);
    await exportsMade(org.analyst.userId, org.orgId, 20);
    const res = await org.analyst.fetch(`/api/assessments/${a.id}/report.pdf`);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60 + 1);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error).toMatchObject({ code: "RATE_LIMITED" });
    expect(error.message).toMatch(/most PDFs allowed per person in an hour\. Please try again in 30 minutes/);
    expect((await org.analyst.fetch("/api/sample-report.pdf")).status).toBe(429);
    // A colleague still may.
    const renders: PdfReport[] = [];
    await exportAssessmentPdf(pdfDeps(renders), actorOf(org.admin, org.orgId, ["admin"]), a.id);
    expect(renders).toHaveLength(1);
  });

  it("an organization's 101st export in an hour, whoever asks: 429", async () => {
    const orgId = await seedOrg("Pdf Busy Org");
    const busy = await seedUser(orgId, ["admin"]);
    const other = await seedUser(orgId, ["viewer"]);
    await exportsMade(busy.userId, orgId, 100);
    const err = await exportSamplePdf(pdfDeps([]), actorOf(other, orgId, ["viewer"])).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(429);
    expect((err as AppError).headers?.["retry-after"]).toMatch(/^\d+$/);
    expect((err as AppError).message).toMatch(/Your organization has downloaded the most PDFs/);
  });

  it("users awaiting approval export nothing", async () => {
    const orgId = await seedOrg("Pdf Waiting Org");
    const waiting = await seedUser(null, [], { status: "pending_approval" });
    void orgId;
    const res = await waiting.fetch("/api/sample-report.pdf");
    expect(res.status).toBe(403);
    expect(
      await db().select().from(rateLimitEventsTable).where(eq(rateLimitEventsTable.userId, waiting.userId)),
    ).toEqual([]);
  });
});

describe("comments", () => {
  it("a person's 21st comment in 10 minutes: 429 with Retry-After", async () => {
    const org = await reviewOrg("Chatty Org");
    const a = await assessmentBy(org, org.analyst);
    const at = new Date(Date.now() - 5 * 60_000).toISOString();
    for (let i = 0; i < 20; i++) {
      await db().insert(rateLimitEventsTable).values({
        id: crypto.randomUUID(),
        action: "comment",
        userId: org.reviewer.userId,
        organizationId: org.orgId,
        createdAt: at,
      });
    }
    const res = await org.reviewer.json("POST", `/api/assessments/${a.id}/comments`, {
      comment: "One more @Ann Analyst",
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(4 * 60);
    expect((await org.analyst.json("POST", `/api/assessments/${a.id}/comments`, { comment: "Mine" })).status).toBe(201);
  });

  it("e-mail a recipient at most once per assessment every 10 minutes; later comments fold into one", async () => {
    const org = await reviewOrg("Folding Org");
    const a = await assessmentBy(org, org.member, { toolName: "Notion" });
    const start = Date.parse("2030-01-01T09:00:00.000Z");
    const at = (minutes: number) => () => new Date(start + minutes * 60_000);
    const comment = (minutes: number, text: string) =>
      createComment(
        { db: db(), clock: at(minutes), settings: settings() },
        actorOf(org.reviewer, org.orgId, ["reviewer"]),
        a.id,
        { comment: text },
      );
    const mails = async () =>
      (await mailsTo(org.member)).filter((m) => m.threadKey === `comments:${org.member.userId}:${a.id}`);

    await comment(0, "First look.");
    await comment(1, "Second thought.");
    await comment(2, "Third point.");
    let sent = await mails();
    expect(sent.map((m) => [m.subject, m.nextAttemptAt])).toEqual([
      ["New comment on Notion", "2030-01-01T09:00:00.000Z"],
      ["New comments on Notion", "2030-01-01T09:10:00.000Z"],
    ]);
    const folded = sent[1]!.textBody;
    expect(folded.indexOf("Second thought.")).toBeLessThan(folded.indexOf("Third point."));
    expect(folded).toContain("Rita Reviewer commented:\nSecond thought.");

    // Not before its time; then once.
    await deliverDueEmails({ db: db(), transport: null, now: at(9), log: () => {} });
    expect((await mails()).map((m) => m.status)).toEqual(["kept", "queued"]);
    await deliverDueEmails({ db: db(), transport: null, now: at(10), log: () => {} });
    expect((await mails()).map((m) => m.status)).toEqual(["kept", "kept"]);

    // Within 10 minutes of that one: folded again, due 10 minutes after it; later, at once.
    await comment(12, "Fourth.");
    await comment(31, "Much later.");
    sent = await mails();
    expect(sent.map((m) => [m.subject, m.createdAt])).toEqual([
      ["New comment on Notion", "2030-01-01T09:00:00.000Z"],
      ["New comments on Notion", "2030-01-01T09:10:00.000Z"],
      ["New comments on Notion", "2030-01-01T09:20:00.000Z"],
      ["New comment on Notion", "2030-01-01T09:31:00.000Z"],
    ]);
  });
});

describe("e-mail headers", () => {
  it("never carry a control character, whatever a tool's or a person's name holds", async () => {
    const org = await reviewOrg("Header Org");
    const a = await assessmentBy(org, org.member, { toolName: "Evil\r\nBcc: attacker@evil.test\u0000\u2028x" });
    const res = await org.reviewer.json("POST", `/api/assessments/${a.id}/comments`, { comment: "Hello" });
    expect(res.status).toBe(201);
    const [mail] = await db()
      .select()
      .from(emailOutboxTable)
      .where(
        and(
          eq(emailOutboxTable.toAddress, org.member.email),
          eq(emailOutboxTable.threadKey, `comments:${org.member.userId}:${a.id}`),
        ),
      );
    expect(mail!.subject).toBe("New comment on Evil Bcc: attacker@evil.test x");
    expect(mail!.subject).not.toMatch(/\p{Cc}/u);

    const bodies: string[] = [];
    const transport = resendTransport({
      apiKey: "k",
      from: "Rapid Risk Review <noreply@example.com>\r\nX-Injected: 1",
      fetch: (async (_url: string, init: RequestInit) => {
        bodies.push(String(init.body));
        return new Response("{}", { status: 200 });
      }) as unknown as typeof fetch,
    });
    await transport.deliver({ to: "a@example.com\n", subject: "Hi\rthere", text: "Body\nkeeps its lines" });
    const sentBody = JSON.parse(bodies[0]!) as { from: string; to: string[]; subject: string; text: string };
    expect(sentBody).toEqual({
      from: "Rapid Risk Review <noreply@example.com> X-Injected: 1",
      to: ["a@example.com"],
      subject: "Hi there",
      text: "Body\nkeeps its lines",
    });
    expect(headerSafe("a\u0085b\u2029c")).toBe("a b c");
  });
});
