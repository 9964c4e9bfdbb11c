import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLogsTable,
  emailOutboxTable,
  pendingApprovalsTable,
  userProfilesTable,
  userRolesTable,
} from "@core/db/schema";
import { decideMembershipRequest } from "@core/domain/membership/decide-membership-request";
import { createEmailSender, transportFromSettings } from "@core/email/email-sender";
import { Me, MembershipDecisionResult } from "@core/contract/auth";
import { useFakeIdp, signIn, signedIn, type CookieJar } from "./auth-support";
import { db } from "./helpers";

const idp = useFakeIdp();

async function userOf(email: string) {
  const [row] = await db().select().from(userProfilesTable).where(eq(userProfilesTable.email, email));
  return row!;
}

async function pendingRequestOf(email: string) {
  const user = await userOf(email);
  const [row] = await db()
    .select()
    .from(pendingApprovalsTable)
    .where(and(eq(pendingApprovalsTable.userId, user.id), eq(pendingApprovalsTable.status, "pending")));
  return row!;
}

function decide(jar: CookieJar, id: string, approve: boolean) {
  return jar.fetch(`/api/membership-requests/${id}/decision`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ approve }),
  });
}

async function mailsTo(address: string) {
  return db().select().from(emailOutboxTable).where(eq(emailOutboxTable.toAddress, address));
}

describe("approving a request to join", () => {
  it("makes the user an active member with role member, audits it, e-mails them; Check Status lets them in", async () => {
    const admin = await signedIn(idp, "admin@approve-co.test", "Alice Admin");
    const waiting = await signedIn(idp, "bob@approve-co.test", "Bob Builder");
    const request = await pendingRequestOf("bob@approve-co.test");

    const res = await decide(admin, request.id, true);
    expect(res.status).toBe(200);
    const body = MembershipDecisionResult.parse(await res.json());
    const adminUser = await userOf("admin@approve-co.test");
    expect(body.request).toMatchObject({
      id: request.id,
      status: "approved",
      email: "bob@approve-co.test",
      full_name: "Bob Builder",
      organization_name: "Approve Co",
      decided_by: adminUser.id,
    });

    const bob = await userOf("bob@approve-co.test");
    expect(bob).toMatchObject({ status: "active", organizationId: adminUser.organizationId });
    const roles = await db().select().from(userRolesTable).where(eq(userRolesTable.userId, bob.id));
    expect(roles.map((r) => r.role)).toEqual(["member"]);

    const [audit] = await db()
      .select()
      .from(auditLogsTable)
      .where(and(eq(auditLogsTable.action, "MEMBERSHIP_APPROVED"), eq(auditLogsTable.resourceId, request.id)));
    expect(audit).toMatchObject({
      userId: adminUser.id,
      organizationId: adminUser.organizationId,
      severity: "info",
      resourceType: "membership_request",
    });
    expect(JSON.parse(audit!.details!)).toMatchObject({ member_id: bob.id, role: "member" });

    const mails = await mailsTo("bob@approve-co.test");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ status: "kept", subject: "You can now use Rapid Risk Review with Approve Co" });
    expect(mails[0]!.textBody).toContain("http://app.test/auth");

    // "Check Status" on the waiting page: the same session now sees an active member.
    const me = Me.parse(await (await waiting.fetch("/api/me")).json());
    expect(me).toMatchObject({
      profile: { status: "active", organization_id: adminUser.organizationId },
      organization: { name: "Approve Co" },
      roles: ["member"],
      pending_approval: null,
    });
  });
});

describe("rejecting a request to join", () => {
  it("closes the request, audits it, e-mails them; signing in again asks again", async () => {
    const admin = await signedIn(idp, "admin@reject-mail.test");
    await signedIn(idp, "carl@reject-mail.test");
    const request = await pendingRequestOf("carl@reject-mail.test");
    const res = await decide(admin, request.id, false);
    expect(res.status).toBe(200);
    expect((await userOf("carl@reject-mail.test")).status).toBe("rejected");
    const audit = await db()
      .select()
      .from(auditLogsTable)
      .where(and(eq(auditLogsTable.action, "MEMBERSHIP_REJECTED"), eq(auditLogsTable.resourceId, request.id)));
    expect(audit).toHaveLength(1);
    const mails = await mailsTo("carl@reject-mail.test");
    expect(mails.map((m) => m.subject)).toEqual(["Your request to join Reject Mail on Rapid Risk Review"]);
    const again = await signIn(idp, { email: "carl@reject-mail.test" });
    expect(again.res.status).toBe(302);
    expect(again.res.headers.get("location")).toBe("/pending-approval");
    expect((await pendingRequestOf("carl@reject-mail.test")).id).not.toBe(request.id);
  });
});

describe("deciding twice", () => {
  it("the second decision is a conflict and changes nothing", async () => {
    const admin = await signedIn(idp, "admin@twice.test");
    await signedIn(idp, "dana@twice.test");
    const request = await pendingRequestOf("dana@twice.test");
    const results = await Promise.all([decide(admin, request.id, true), decide(admin, request.id, false)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const dana = await userOf("dana@twice.test");
    const [row] = await db().select().from(pendingApprovalsTable).where(eq(pendingApprovalsTable.id, request.id));
    // The profile follows whichever decision won.
    expect(dana.status).toBe(row!.status === "approved" ? "active" : "rejected");
    const audits = await db().select().from(auditLogsTable).where(eq(auditLogsTable.resourceId, request.id));
    expect(
      audits.filter((a) => a.action.startsWith("MEMBERSHIP_") && a.action !== "MEMBERSHIP_REQUESTED"),
    ).toHaveLength(1);
    expect(await mailsTo("dana@twice.test")).toHaveLength(1);
  });
});

describe("a decision that loses the race inside its batch", () => {
  it("applies none of its effects and answers 409", async () => {
    await signedIn(idp, "admin@race-decide.test");
    await signedIn(idp, "erin@race-decide.test");
    const admin = await userOf("admin@race-decide.test");
    const request = await pendingRequestOf("erin@race-decide.test");
    const real = db();
    // Another admin rejects between our read and our batch.
    const racing = new Proxy(real, {
      get(target, prop, receiver) {
        if (prop !== "batch") return Reflect.get(target, prop, receiver);
        return async (queries: Parameters<typeof real.batch>[0]) => {
          await real
            .update(pendingApprovalsTable)
            .set({ status: "rejected", decidedBy: "someone-else", decidedAt: new Date(0).toISOString() })
            .where(eq(pendingApprovalsTable.id, request.id));
          return real.batch(queries);
        };
      },
    });
    const actor = {
      kind: "user" as const,
      clientKey: "k",
      userId: admin.id,
      organizationId: admin.organizationId,
      roles: ["admin"],
      isSuperAdmin: false,
    };
    const err = await decideMembershipRequest(
      {
        db: racing,
        clock: () => new Date(),
        email: createEmailSender({ db: real, transport: null, now: () => new Date() }),
        appOrigin: "http://app.test",
      },
      actor,
      { requestId: request.id, approve: true },
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, code: "CONFLICT" });
    const erin = await userOf("erin@race-decide.test");
    expect(erin.status).toBe("pending_approval");
    expect(await db().select().from(userRolesTable).where(eq(userRolesTable.userId, erin.id))).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(auditLogsTable)
        .where(and(eq(auditLogsTable.resourceId, request.id), eq(auditLogsTable.action, "MEMBERSHIP_APPROVED"))),
    ).toHaveLength(0);
    expect(await mailsTo("erin@race-decide.test")).toHaveLength(0);
  });
});

describe("EmailSender", () => {
  const message = { to: "someone@mail.test", subject: "Hello", text: "Body" };

  it("without a provider keeps the message in the outbox and prints it in the log", async () => {
    const lines: string[] = [];
    const sender = createEmailSender({
      db: db(),
      transport: transportFromSettings({}),
      now: () => new Date(),
      log: (l) => lines.push(l),
    });
    const outcome = await sender.send(message);
    expect(outcome.status).toBe("kept");
    const [row] = await db().select().from(emailOutboxTable).where(eq(emailOutboxTable.id, outcome.id));
    expect(row).toMatchObject({
      toAddress: "someone@mail.test",
      subject: "Hello",
      textBody: "Body",
      status: "kept",
      provider: null,
    });
    expect(lines.join("\n")).toContain('"subject":"Hello"');
  });

  it("with Resend configured sends over HTTP and marks the message sent", async () => {
    const calls: Request[] = [];
    const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new Request(input, init));
      return Response.json({ id: "re_123" });
    }) as typeof fetch;
    const transport = transportFromSettings(
      { EMAIL_RESEND_API_KEY: "re_key", EMAIL_FROM: "RRR <no-reply@rrr.test>" },
      fakeFetch,
    );
    const outcome = await createEmailSender({ db: db(), transport, now: () => new Date() }).send(message);
    expect(outcome.status).toBe("sent");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://api.resend.com/emails");
    expect(calls[0]!.headers.get("authorization")).toBe("Bearer re_key");
    expect(await calls[0]!.json()).toEqual({
      from: "RRR <no-reply@rrr.test>",
      to: ["someone@mail.test"],
      subject: "Hello",
      text: "Body",
    });
    const [row] = await db().select().from(emailOutboxTable).where(eq(emailOutboxTable.id, outcome.id));
    expect(row).toMatchObject({ status: "sent", provider: "resend" });
    expect(row!.sentAt).toBeTruthy();
  });

  it("a failed delivery is kept with its error, never dropped", async () => {
    const failing = (async () => new Response("nope", { status: 500 })) as unknown as typeof fetch;
    const transport = transportFromSettings({ EMAIL_RESEND_API_KEY: "re_key", EMAIL_FROM: "x@rrr.test" }, failing);
    const outcome = await createEmailSender({ db: db(), transport, now: () => new Date() }).send(message);
    expect(outcome.status).toBe("failed");
    const [row] = await db().select().from(emailOutboxTable).where(eq(emailOutboxTable.id, outcome.id));
    expect(row).toMatchObject({ status: "failed", provider: "resend" });
    expect(row!.error).toContain("500");
  });
});
