/**
 * Who a person is, and what their address lets them found: (issuer, subject) is the identity,
 * a second identity with the same address is refused; only a Workspace-managed account (`hd`)
 * founds its domain's organization; consumer and disposable mail domains come from maintained
 * lists; sessions end at an absolute lifetime; "Sign out everywhere" ends them all.
 */
import { and, eq } from "drizzle-orm";
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { verifyIdToken } from "@worker/auth/id-token";
import {
  auditLogsTable,
  organizationsTable,
  pendingApprovalsTable,
  userProfilesTable,
  userRolesTable,
  userSessionsTable,
} from "@core/db/schema";
import { isConsumerMailDomain } from "@core/domain/organizations/email-domains";
import { ErrorEnvelope } from "@core/contract/api";
import { Me } from "@core/contract/auth";
import { CookieJar, signedIn, signIn, SUPER_ADMIN, useFakeIdp } from "./auth-support";
import { db } from "./helpers";

const idp = useFakeIdp();
const DAY = 86_400_000;

async function profile(email: string) {
  const [row] = await db().select().from(userProfilesTable).where(eq(userProfilesTable.email, email));
  return row!;
}

async function organizationOf(email: string) {
  const p = await profile(email);
  const [org] = p.organizationId
    ? await db().select().from(organizationsTable).where(eq(organizationsTable.id, p.organizationId))
    : [];
  return org;
}

async function rolesOf(userId: string) {
  return (
    await db().select({ role: userRolesTable.role }).from(userRolesTable).where(eq(userRolesTable.userId, userId))
  ).map((r) => r.role);
}

function errorCode(res: Response, page: string) {
  expect(res.headers.get("content-type")).toContain("text/html");
  return page.match(/url=\/auth\?error=([a-z_]+)"/)?.[1];
}

describe("a person is their provider's (issuer, subject)", () => {
  it("a second identity with the address of an admin is refused, audited, and changes nothing", async () => {
    const admin = await signedIn(idp, "boss@takeover-co.test", "The Boss");
    const before = await profile("boss@takeover-co.test");
    expect(await rolesOf(before.id)).toEqual(["admin"]);

    const { res, jar } = await signIn(idp, {
      email: "boss@takeover-co.test",
      subject: "someone-else",
      name: "Mallory",
    });
    expect(res.status).toBe(403);
    expect(errorCode(res, await res.text())).toBe("identity_conflict");
    expect(jar.session).toBeUndefined();

    const after = await profile("boss@takeover-co.test");
    expect(after).toMatchObject({
      authSubject: before.authSubject,
      authIssuer: before.authIssuer,
      fullName: "The Boss",
    });
    const audit = await db()
      .select()
      .from(auditLogsTable)
      .where(and(eq(auditLogsTable.action, "SIGN_IN_REFUSED"), eq(auditLogsTable.resourceId, before.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ severity: "warning", organizationId: before.organizationId, userId: null });
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ reason: "identity_conflict", subject: "someone-else" });

    // The real owner is untouched and still signs in.
    expect((await admin.fetch("/api/me")).status).toBe(200);
    expect((await signIn(idp, { email: "boss@takeover-co.test" })).res.status).toBe(302);
  });

  it("a second identity with a super admin's address gets no session and no platform rights", async () => {
    await signedIn(idp, SUPER_ADMIN);
    const { res, jar } = await signIn(
      idp,
      { email: SUPER_ADMIN, subject: "impostor" },
      { headers: { accept: "application/json" } },
    );
    expect(res.status).toBe(403);
    const body = ErrorEnvelope.parse(await res.json());
    expect(body.error.details).toEqual({ reason: "identity_conflict" });
    expect(jar.session).toBeUndefined();
  });

  it("two first sign-ins of one address with different subjects at once: one account, the other refused", async () => {
    const results = await Promise.all(
      ["first-sub", "second-sub"].map((subject) => signIn(idp, { email: "twin@race-identity.test", subject })),
    );
    expect(results.map((r) => r.res.status).sort()).toEqual([302, 403]);
    expect(
      (await db().select().from(userProfilesTable).where(eq(userProfilesTable.email, "twin@race-identity.test")))
        .length,
    ).toBe(1);
  });

  it("an address changed at the provider to one another profile holds is refused, not merged", async () => {
    await signedIn(idp, "keeper@rename-co.test");
    await signIn(idp, { email: "mover@rename-co.test", subject: "mover-sub" });
    const { res } = await signIn(idp, { email: "keeper@rename-co.test", subject: "mover-sub" });
    expect(res.status).toBe(403);
    expect((await profile("mover@rename-co.test")).authSubject).toBe("mover-sub");
    expect((await profile("keeper@rename-co.test")).authSubject).toBe("sub-keeper@rename-co.test");
  });

  it("Google's two spellings of its issuer are the same identity", async () => {
    const { privateKey, publicKey } = await generateKeyPair("RS256");
    const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: "k", alg: "RS256" }] });
    const now = Math.floor(Date.now() / 1000);
    const tokenFor = (iss: string) =>
      new SignJWT({
        iss,
        sub: "1234",
        aud: "client",
        iat: now,
        exp: now + 600,
        nonce: "n",
        email: "a@b.test",
        email_verified: true,
        hd: "B.test",
      })
        .setProtectedHeader({ alg: "RS256", kid: "k" })
        .sign(privateKey);
    const expect_ = {
      keys,
      issuers: ["https://accounts.google.com", "accounts.google.com"],
      audience: "client",
      nonce: "n",
      now: new Date(),
    };
    const a = await verifyIdToken(await tokenFor("accounts.google.com"), expect_);
    const b = await verifyIdToken(await tokenFor("https://accounts.google.com"), expect_);
    expect(a.issuer).toBe("https://accounts.google.com");
    expect(b.issuer).toBe(a.issuer);
    expect(a.hostedDomain).toBe("b.test");
  });
});

describe("who founds an organization: Google's hd claim", () => {
  it("an account managed by the domain's own Workspace founds its organization as admin", async () => {
    await signedIn(idp, "founder@workspace-co.test");
    const org = await organizationOf("founder@workspace-co.test");
    expect(org).toMatchObject({ domain: "workspace-co.test", isPersonal: false });
    expect(await rolesOf((await profile("founder@workspace-co.test")).id)).toEqual(["admin"]);
  });

  it("an account without hd gets a personal organization and does not claim the domain", async () => {
    const { res } = await signIn(idp, { email: "outsider@unclaimed-co.test", hd: null, name: "Olive Outsider" });
    expect(res.status).toBe(302);
    const personal = await organizationOf("outsider@unclaimed-co.test");
    expect(personal).toMatchObject({ isPersonal: true, domain: null, name: "Olive Outsider (personal)" });
    expect(
      await db().select().from(organizationsTable).where(eq(organizationsTable.domain, "unclaimed-co.test")),
    ).toHaveLength(0);

    // The domain's Workspace admin can still found it afterwards.
    await signedIn(idp, "it@unclaimed-co.test");
    expect(await organizationOf("it@unclaimed-co.test")).toMatchObject({
      domain: "unclaimed-co.test",
      isPersonal: false,
    });
  });

  it("an account whose Workspace is another domain (an alias address) gets a personal organization", async () => {
    await signIn(idp, { email: "alias@alias-domain.test", hd: "primary-domain.test" });
    expect(await organizationOf("alias@alias-domain.test")).toMatchObject({ isPersonal: true, domain: null });
  });

  it("without hd, an address of an existing organization's domain asks to join and waits for approval", async () => {
    await signedIn(idp, "admin@joinable-co.test");
    const { res, location } = await signIn(idp, { email: "contractor@joinable-co.test", hd: null });
    expect(res.status).toBe(302);
    expect(location).toBe("/pending-approval");
    const p = await profile("contractor@joinable-co.test");
    expect(p.status).toBe("pending_approval");
    expect(await db().select().from(pendingApprovalsTable).where(eq(pendingApprovalsTable.userId, p.id))).toHaveLength(
      1,
    );
  });
});

describe("consumer and disposable mail domains (maintained lists)", () => {
  it.each(["hotmail.fr", "outlook.de", "yahoo.co.jp", "web.de", "mailinator.com", "guerrillamail.com", "yopmail.com"])(
    "%s users get personal organizations, one each, even with hd",
    async (domain) => {
      for (const name of ["one", "two"]) {
        const email = `${name}-${crypto.randomUUID().slice(0, 6)}@${domain}`;
        const { res } = await signIn(idp, { email, hd: domain });
        expect(res.status).toBe(302);
        expect(await organizationOf(email)).toMatchObject({ isPersonal: true, domain: null });
      }
      expect(await db().select().from(organizationsTable).where(eq(organizationsTable.domain, domain))).toHaveLength(0);
    },
  );

  it("knows them, and company domains are not among them", () => {
    for (const d of ["gmail.com", "hotmail.fr", "outlook.de", "yahoo.co.jp", "GMX.AT", "10minutemail.com"]) {
      expect(isConsumerMailDomain(d), d).toBe(true);
    }
    for (const d of ["acme.com", "acme.com.ar", "github.com", "mail.acme.com"])
      expect(isConsumerMailDomain(d), d).toBe(false);
  });

  it("extra domains from the setting count too", async () => {
    // The platform setting's fallback variable (core/domain/settings/settings-reader.ts).
    const settings = { SIGNUP_CONSUMER_DOMAINS_EXTRA: "other.test, Partner-Mail.test" };
    const jar = new CookieJar();
    const { res } = await signIn(idp, { email: "pat@partner-mail.test" }, { jar, settings });
    expect(res.status).toBe(302);
    expect(await organizationOf("pat@partner-mail.test")).toMatchObject({ isPersonal: true, domain: null });
  });
});

describe("session lifetime and sign out everywhere", () => {
  async function sessionRow(jar: CookieJar) {
    const [row] = await db()
      .select()
      .from(userSessionsTable)
      .where(eq(userSessionsTable.id, jar.session!.split(".")[0]!));
    return row!;
  }

  it("a session ends 30 days after sign-in however active it was", async () => {
    const jar = await signedIn(idp, "busy@absolute-life.test");
    const row = await sessionRow(jar);
    // Kept busy: the sliding expiry is still 5 days ahead, but the sign-in was 31 days ago.
    await db()
      .update(userSessionsTable)
      .set({
        createdAt: new Date(Date.now() - 31 * DAY).toISOString(),
        expiresAt: new Date(Date.now() + 5 * DAY).toISOString(),
      })
      .where(eq(userSessionsTable.id, row.id));
    const res = await jar.fetch("/api/me");
    expect(await res.json(), "signed out").toEqual({ user: null });
    expect(jar.session).toBeUndefined();
  });

  it("renewal never goes past the absolute end", async () => {
    const jar = await signedIn(idp, "renewing@absolute-life.test");
    const row = await sessionRow(jar);
    const created = Date.now() - 27 * DAY;
    await db()
      .update(userSessionsTable)
      .set({ createdAt: new Date(created).toISOString(), expiresAt: new Date(Date.now() + 1 * DAY).toISOString() })
      .where(eq(userSessionsTable.id, row.id));
    const res = await jar.fetch("/api/me");
    expect(res.status).toBe(200);
    const renewed = new Date((await sessionRow(jar)).expiresAt).getTime();
    expect(Math.abs(renewed - (created + 30 * DAY))).toBeLessThan(60_000);
    const line = res.headers.getSetCookie().find((l) => l.startsWith("__Host-rrr_session="))!;
    const maxAge = Number(line.match(/Max-Age=(\d+)/)![1]);
    expect(Math.abs(maxAge - 3 * 86_400)).toBeLessThan(60);
  });

  it("POST /api/auth/logout-everywhere ends every session of the user, audits it, leaves others alone", async () => {
    const laptop = await signedIn(idp, "many@devices-co.test");
    const phone = await signedIn(idp, "many@devices-co.test");
    const colleague = await signedIn(idp, "other@devices-co.test");
    const user = await profile("many@devices-co.test");

    const res = await laptop.fetch("/api/auth/logout-everywhere", { method: "POST" });
    expect(res.status).toBe(204);
    expect(laptop.session).toBeUndefined();
    expect(await (await phone.fetch("/api/me")).json(), "signed out").toEqual({
      user: null,
      signed_out_reason: "session_ended",
    });
    expect(await (await laptop.fetch("/api/me")).json(), "signed out").toEqual({ user: null });
    expect(Me.parse(await (await colleague.fetch("/api/me")).json()).user.email).toBe("other@devices-co.test");
    const active = await db()
      .select()
      .from(userSessionsTable)
      .where(and(eq(userSessionsTable.userId, user.id), eq(userSessionsTable.isActive, true)));
    expect(active).toHaveLength(0);
    const audit = await db()
      .select()
      .from(auditLogsTable)
      .where(and(eq(auditLogsTable.action, "USER_SIGNED_OUT_EVERYWHERE"), eq(auditLogsTable.userId, user.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.organizationId).toBe(user.organizationId);
  });

  it("signed out → 401; from another site → 403 and the sessions survive", async () => {
    const anonymous = new CookieJar();
    expect((await anonymous.fetch("/api/auth/logout-everywhere", { method: "POST" })).status).toBe(401);
    const jar = await signedIn(idp, "careful@devices-co.test");
    const cross = await jar.fetch("/api/auth/logout-everywhere", {
      method: "POST",
      headers: { origin: "https://evil.test" },
    });
    expect(cross.status).toBe(403);
    expect(Me.parse(await (await jar.fetch("/api/me")).json()).user.email).toBe("careful@devices-co.test");
  });
});
