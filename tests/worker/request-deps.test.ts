/**
 * The clock and the e-mail sender are passed in per request (c.var.clock, c.var.email), so a
 * test app built with createApp({ clock, emailSender }) controls both: every row a request
 * writes carries the test's time, sessions expire by it, and e-mails go to the test's sender.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "@worker/app";
import { emailOutboxTable, pendingApprovalsTable, userProfilesTable } from "@core/db/schema";
import type { EmailMessage, EmailSender } from "@core/email/email-sender";
import { signedIn, useFakeIdp } from "./auth-support";
import { db } from "./helpers";

const idp = useFakeIdp();

function testApp() {
  // Near the real time, so the fake provider's ID tokens (issued now) are still valid by it.
  let now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const sent: EmailMessage[] = [];
  const sender: EmailSender = {
    async send(message) {
      sent.push(message);
      return { id: `test-${sent.length}`, status: "sent" };
    },
    flush: async () => [],
  };
  const app = createApp({ clock: () => now, emailSender: () => sender });
  return { app, sent, now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

const userOf = async (email: string) =>
  (await db().select().from(userProfilesTable).where(eq(userProfilesTable.email, email)))[0]!;

describe("the clock and the e-mail sender of a request", () => {
  it("sign-in, joining and a decision write the app's time and send through the app's sender", async () => {
    const t = testApp();
    const admin = await signedIn(idp, "admin@deps-co.test", undefined, t.app);
    const created = await userOf("admin@deps-co.test");
    expect(created.createdAt).toBe(t.now().toISOString());
    expect(created.lastLoginAt).toBe(t.now().toISOString());

    t.advance(60_000);
    await signedIn(idp, "joiner@deps-co.test", undefined, t.app);
    const joiner = await userOf("joiner@deps-co.test");
    const [request] = await db()
      .select()
      .from(pendingApprovalsTable)
      .where(eq(pendingApprovalsTable.userId, joiner.id));
    expect(request!.requestedAt).toBe(t.now().toISOString());
    expect(t.sent.map((m) => [m.to, m.subject])).toEqual([
      ["admin@deps-co.test", "joiner (joiner@deps-co.test) asks to join Deps Co"],
    ]);

    t.advance(60_000);
    const res = await admin.fetch(`/api/membership-requests/${request!.id}/decision`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ approve: true }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { request: { decided_at: string } }).request.decided_at).toBe(t.now().toISOString());
    expect(t.sent.at(-1)).toMatchObject({
      to: "joiner@deps-co.test",
      subject: "You can now use Rapid Risk Review with Deps Co",
    });
    // The test's sender took every message: none reached the outbox.
    expect(
      await db().select().from(emailOutboxTable).where(eq(emailOutboxTable.toAddress, "joiner@deps-co.test")),
    ).toHaveLength(0);
  });

  it("sessions expire by the app's clock", async () => {
    const t = testApp();
    const jar = await signedIn(idp, "clock@deps-expiry.test", undefined, t.app);
    // GET /api/me names the user while the session lasts, and answers { user: null } after.
    const user = async () => ((await (await jar.fetch("/api/me")).json()) as { user: { email: string } | null }).user;
    expect(await user()).toMatchObject({ email: "clock@deps-expiry.test" });
    t.advance(6 * 24 * 3600_000);
    expect(await user()).not.toBeNull(); // used within 7 days: its idle deadline moves ahead
    t.advance(6 * 24 * 3600_000);
    expect(await user()).not.toBeNull();
    t.advance(8 * 24 * 3600_000);
    expect(await user()).toBeNull(); // 8 days without use
  });
});
