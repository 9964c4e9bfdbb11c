/**
 * The e-mail outbox as a queue (core/email/outbox.ts): nothing is lost, a failed e-mail stays
 * with its error and is retried by the scheduled job with back-off; two senders never send one
 * message twice; e-mails queued by a change are delivered after it.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "@worker/app";
import { createSession } from "@worker/auth/session";
import { emailOutboxTable } from "@core/db/schema";
import type { EmailMessage, EmailTransport } from "@core/email/email-sender";
import { createEmailSender } from "@core/email/email-sender";
import {
  deliverDueEmails,
  deliverEmail,
  MAX_ATTEMPTS,
  queueEmail,
  retryDelayMs,
  type DeliveryDeps,
} from "@core/email/outbox";
import type { Env } from "@worker/env";
import { runScheduled } from "@worker/scheduled";
import { db } from "./helpers";
import { assessmentBy, reviewOrg } from "./review-support";

/** A transport that fails while `failing` is true and records what it delivered. */
function fakeTransport() {
  const delivered: EmailMessage[] = [];
  const state = { failing: true, calls: 0 };
  const transport: EmailTransport = {
    name: "fake",
    async deliver(message) {
      state.calls++;
      await new Promise((r) => setTimeout(r, 5));
      if (state.failing) throw new Error("provider unavailable (503)");
      delivered.push(message);
    },
  };
  return { transport, delivered, state };
}

function clockAt(iso: string) {
  let now = new Date(iso);
  return { now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

const rowOf = async (id: string) => (await db().select().from(emailOutboxTable).where(eq(emailOutboxTable.id, id)))[0]!;

async function queued(message: Partial<EmailMessage> = {}, at: Date) {
  const { id, statement } = queueEmail(
    db(),
    { to: "someone@mail.test", subject: "Hello", text: "Open {{app_origin}}/dashboard", ...message },
    at,
  );
  await statement;
  return id;
}

describe("retries with back-off", () => {
  it("a failed e-mail stays with its error and is retried when due, until it is sent", async () => {
    const clock = clockAt("2030-05-01T10:00:00.000Z");
    const fake = fakeTransport();
    const deps: DeliveryDeps = {
      db: db(),
      transport: fake.transport,
      now: clock.now,
      appOrigin: "https://risk.example.com",
    };
    const id = await queued({ to: "retry@mail.test" }, clock.now());

    expect(await deliverEmail(deps, id)).toEqual({ id, status: "failed" });
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, provider: "fake", error: "provider unavailable (503)" });
    expect(row.nextAttemptAt).toBe("2030-05-01T10:05:00.000Z");

    // Not due yet: the scheduled job leaves it.
    clock.advance(4 * 60_000);
    expect(await deliverDueEmails(deps)).toEqual([]);
    clock.advance(60_000);
    expect(await deliverDueEmails(deps)).toEqual([{ id, status: "failed" }]);
    row = await rowOf(id);
    expect(row).toMatchObject({ attempts: 2, nextAttemptAt: "2030-05-01T10:15:00.000Z" }); // then 10 minutes

    fake.state.failing = false;
    clock.advance(10 * 60_000);
    expect(await deliverDueEmails(deps)).toEqual([{ id, status: "sent" }]);
    row = await rowOf(id);
    expect(row).toMatchObject({
      status: "sent",
      attempts: 3,
      error: null,
      nextAttemptAt: null,
      sentAt: "2030-05-01T10:15:00.000Z",
    });
    expect(fake.delivered).toEqual([
      { to: "retry@mail.test", subject: "Hello", text: "Open https://risk.example.com/dashboard" },
    ]);
    // Sent is final.
    clock.advance(24 * 3600_000);
    expect(await deliverDueEmails(deps)).toEqual([]);
    expect(fake.state.calls).toBe(3);
  });

  it("the delay doubles from 5 minutes up to a day; after the last attempt the e-mail stays, failed, with its error", async () => {
    expect([1, 2, 3, 4, 9, 10].map(retryDelayMs)).toEqual([5, 10, 20, 40, 1280, 1440].map((m) => m * 60_000));
    const clock = clockAt("2030-06-01T00:00:00.000Z");
    const fake = fakeTransport();
    const deps: DeliveryDeps = { db: db(), transport: fake.transport, now: clock.now };
    const id = await queued({ to: "gives-up@mail.test" }, clock.now());
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await deliverEmail(deps, id)).toEqual({ id, status: "failed" });
      clock.advance(retryDelayMs(attempt));
    }
    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      nextAttemptAt: null,
      error: "provider unavailable (503)",
    });
    clock.advance(7 * 24 * 3600_000);
    expect(await deliverDueEmails(deps)).toEqual([]);
    expect(await rowOf(id)).toMatchObject({
      textBody: "Open {{app_origin}}/dashboard",
      toAddress: "gives-up@mail.test",
    });
  });

  it("a sender that died while sending: the message is taken up again when its hold runs out", async () => {
    const clock = clockAt("2030-07-01T00:00:00.000Z");
    const fake = fakeTransport();
    fake.state.failing = false;
    const deps: DeliveryDeps = { db: db(), transport: fake.transport, now: clock.now };
    const id = await queued({ to: "held@mail.test" }, clock.now());
    await db()
      .update(emailOutboxTable)
      .set({ status: "sending", nextAttemptAt: "2030-07-01T00:10:00.000Z" })
      .where(eq(emailOutboxTable.id, id));
    expect(await deliverDueEmails(deps)).toEqual([]);
    clock.advance(10 * 60_000);
    expect(await deliverDueEmails(deps)).toEqual([{ id, status: "sent" }]);
  });

  it("two senders at once send a message once", async () => {
    const clock = clockAt("2030-08-01T00:00:00.000Z");
    const fake = fakeTransport();
    fake.state.failing = false;
    const deps: DeliveryDeps = { db: db(), transport: fake.transport, now: clock.now };
    const id = await queued({ to: "once@mail.test" }, clock.now());
    const outcomes = await Promise.all([deliverEmail(deps, id), deliverEmail(deps, id), deliverDueEmails(deps)]);
    expect(fake.delivered.filter((m) => m.to === "once@mail.test")).toHaveLength(1);
    expect(outcomes.flat().filter((o) => o?.status === "sent")).toHaveLength(1);
  });

  it("a message with a dedupe key is written once", async () => {
    const at = new Date("2030-09-01T00:00:00.000Z");
    const first = queueEmail(db(), { to: "dedupe@mail.test", subject: "S", text: "T" }, at, {
      dedupeKey: "test:dedupe:1",
    });
    const second = queueEmail(db(), { to: "dedupe@mail.test", subject: "S", text: "T" }, at, {
      dedupeKey: "test:dedupe:1",
    });
    await first.statement;
    await second.statement;
    expect(
      await db().select().from(emailOutboxTable).where(eq(emailOutboxTable.toAddress, "dedupe@mail.test")),
    ).toHaveLength(1);
  });
});

describe("the scheduled delivery job (cron */5)", () => {
  it("without a provider, marks due messages kept (printed in the log); with one, the job sends them", async () => {
    const id = await queued({ to: "cron@mail.test" }, new Date(Date.now() - 60_000));
    await runScheduled({ cron: "*/5 * * * *", scheduledTime: Date.now() }, env as unknown as Env);
    expect(await rowOf(id)).toMatchObject({ status: "kept", nextAttemptAt: null });
  });

  it("an unknown cron expression does nothing", async () => {
    const id = await queued({ to: "unknown-cron@mail.test" }, new Date(Date.now() - 60_000));
    await runScheduled({ cron: "1 2 3 4 5", scheduledTime: Date.now() }, env as unknown as Env);
    expect((await rowOf(id)).status).toBe("queued");
  });
});

describe("e-mails queued by a change are delivered after it", () => {
  it("a decision's e-mail is sent by the request (through the app's sender); a failure waits for the retry", async () => {
    const org = await reviewOrg("Flush Co");
    const fake = fakeTransport();
    fake.state.failing = false;
    const app = createApp({
      emailSender: ({ db, clock, appOrigin }) =>
        createEmailSender({ db, transport: fake.transport, now: clock, appOrigin }),
    });
    const { token } = await createSession(db(), {
      userId: org.reviewer.userId,
      ipAddress: null,
      userAgent: "test",
      now: new Date(),
    });
    const decide = (id: string, body: unknown) =>
      app.request(
        `http://app.test/api/assessments/${id}/decisions`,
        {
          method: "POST",
          headers: {
            cookie: `__Host-rrr_session=${token}`,
            origin: "http://app.test",
            "content-type": "application/json",
          },
          body: JSON.stringify(body),
        },
        env,
      );

    const a = await assessmentBy(org, org.member, { toolName: "Flushed Tool" });
    expect((await decide(a.id, { status: "approved" })).status).toBe(201);
    const mine = fake.delivered.filter((m) => m.to === org.member.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe("Flushed Tool: assessment approved");
    expect(mine[0]!.text).toContain(`http://app.test/dashboard/assessments/${a.id}`);

    fake.state.failing = true;
    const b = await assessmentBy(org, org.member, { toolName: "Failing Tool" });
    expect((await decide(b.id, { status: "approved" })).status).toBe(201);
    const [mail] = await db()
      .select()
      .from(emailOutboxTable)
      .where(eq(emailOutboxTable.subject, "Failing Tool: assessment approved"));
    expect(mail).toMatchObject({ status: "failed", attempts: 1, error: "provider unavailable (503)" });
    expect(mail!.nextAttemptAt).not.toBeNull();
  });
});
