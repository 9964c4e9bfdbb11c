import { and, desc, eq, or } from "drizzle-orm";
import {
  organizationsTable,
  pendingApprovalsTable,
  userProfilesTable,
  userRolesTable,
  type UserProfileRow,
} from "../../db/schema";
import type { Db } from "../../db";
import type { EmailSender } from "../../email/email-sender";
import type { Clock } from "../../lib/clock";
import { auditEventQuery } from "../audit/record-audit-event";
import { notifyAdminsOfRequest, requestMembershipQueries } from "../membership/request-membership";
import { createOrganizationQuery } from "../organizations/create-organization";
import {
  emailDomain,
  isConsumerMailDomain,
  organizationNameFromDomain,
  personalOrganizationName,
} from "../organizations/email-domains";

/** Who the OpenID provider says signed in (after every ID token check). */
export interface SignInIdentity {
  issuer: string;
  subject: string;
  email: string;
  name: string | null;
  picture: string | null;
}

export interface SetupUserDeps {
  db: Db;
  clock: Clock;
  email: EmailSender;
  /** For links in e-mails. */
  appOrigin: string;
  ipAddress: string | null;
}

export type SetupOutcome =
  | {
      kind: "signed_in";
      userId: string;
      status: "active" | "pending_approval";
      organizationId: string | null;
      organizationName: string | null;
      /** True on the user's first sign-in. */
      created: boolean;
    }
  | { kind: "refused"; reason: "rejected" | "suspended"; message: string };

const SUSPENDED_MESSAGE = "Your account is suspended. Please contact your organization's administrator.";

/**
 * The spec's setup-user-on-signup, run on every sign-in and idempotent. Called only by the
 * OAuth callback, after the ID token was verified.
 *
 * First sign-in, by the e-mail domain:
 * - a consumer mail domain (gmail.com, outlook.com, ...): a personal organization, the user its admin;
 * - a domain no organization has: a new organization (name from the domain, 10 assessments a
 *   month, tier free, subscription trial), the user its admin, status active;
 * - a domain of an existing organization: a pending request to join it, status pending_approval
 *   (its admins get an e-mail).
 * Later sign-ins change nothing but the login time, address and missing profile details.
 * Rejected and suspended users are refused (no session). The profile is found by the
 * provider's (issuer, subject), else by the verified e-mail address, which it then links.
 * Concurrent first sign-ins are safe: each first sign-in is one atomic db.batch; the loser of
 * a race on a unique domain or e-mail fails as a whole and runs again as a later sign-in.
 */
export async function setupUserOnSignIn(setupDeps: SetupUserDeps, identity: SignInIdentity): Promise<SetupOutcome> {
  // One time for every row this sign-in writes.
  const deps: StepDeps = { ...setupDeps, now: setupDeps.clock() };
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await findProfile(deps.db, identity);
    if (existing) return signInExisting(deps, existing, identity);
    const created = await signUp(deps, identity);
    if (created) return created;
  }
  throw new Error("User setup kept conflicting with concurrent sign-ins");
}

type StepDeps = SetupUserDeps & { now: Date };

async function findProfile(db: Db, identity: SignInIdentity): Promise<UserProfileRow | undefined> {
  const t = userProfilesTable;
  const rows = await db
    .select()
    .from(t)
    .where(or(and(eq(t.authIssuer, identity.issuer), eq(t.authSubject, identity.subject)), eq(t.email, identity.email)))
    .limit(2);
  return rows.find((r) => r.authIssuer === identity.issuer && r.authSubject === identity.subject) ?? rows[0];
}

async function signInExisting(deps: StepDeps, profile: UserProfileRow, identity: SignInIdentity): Promise<SetupOutcome> {
  const { db, now } = deps;
  if (profile.isSuspended) return { kind: "refused", reason: "suspended", message: SUSPENDED_MESSAGE };
  if (profile.status === "rejected") {
    const [last] = await db
      .select({ name: organizationsTable.name })
      .from(pendingApprovalsTable)
      .innerJoin(organizationsTable, eq(organizationsTable.id, pendingApprovalsTable.organizationId))
      .where(and(eq(pendingApprovalsTable.userId, profile.id), eq(pendingApprovalsTable.status, "rejected")))
      .orderBy(desc(pendingApprovalsTable.decidedAt))
      .limit(1);
    return {
      kind: "refused",
      reason: "rejected",
      message: `Your request to join ${last?.name ?? "the organization"} was declined by an administrator. Please contact them if you think this is a mistake.`,
    };
  }

  const t = userProfilesTable;
  await db.batch([
    db
      .update(t)
      .set({
        email: identity.email,
        authIssuer: identity.issuer,
        authSubject: identity.subject,
        fullName: profile.fullName ?? identity.name,
        avatarUrl: identity.picture ?? profile.avatarUrl,
        lastLoginAt: now.toISOString(),
        lastLoginIp: deps.ipAddress,
        updatedAt: now.toISOString(),
      })
      .where(eq(t.id, profile.id)),
    auditEventQuery(
      db,
      {
        action: "USER_SIGNED_IN",
        resourceType: "user",
        resourceId: profile.id,
        userId: profile.id,
        organizationId: profile.organizationId,
        details: { ip: deps.ipAddress },
      },
      now,
    ),
  ]);

  if (profile.status === "active") {
    const org = profile.organizationId
      ? (await db.select({ name: organizationsTable.name }).from(organizationsTable).where(eq(organizationsTable.id, profile.organizationId)))[0]
      : undefined;
    return {
      kind: "signed_in",
      userId: profile.id,
      status: "active",
      organizationId: profile.organizationId,
      organizationName: org?.name ?? null,
      created: false,
    };
  }

  // pending_approval: the request normally exists; recreate it if it went missing.
  const [pending] = await db
    .select({ organizationId: organizationsTable.id, name: organizationsTable.name })
    .from(pendingApprovalsTable)
    .innerJoin(organizationsTable, eq(organizationsTable.id, pendingApprovalsTable.organizationId))
    .where(and(eq(pendingApprovalsTable.userId, profile.id), eq(pendingApprovalsTable.status, "pending")))
    .limit(1);
  if (pending) {
    return {
      kind: "signed_in",
      userId: profile.id,
      status: "pending_approval",
      organizationId: null,
      organizationName: pending.name,
      created: false,
    };
  }
  const org = await organizationForDomain(db, emailDomain(identity.email));
  if (org) {
    await db.batch(
      requestMembershipQueries(db, { requestId: crypto.randomUUID(), userId: profile.id, organizationId: org.id, email: identity.email, now }),
    );
    return { kind: "signed_in", userId: profile.id, status: "pending_approval", organizationId: null, organizationName: org.name, created: false };
  }
  // The organization is gone: start a new one with this user as its admin.
  const newOrg = newOrganizationFor(identity);
  await db.batch([
    createOrganizationQuery(db, { ...newOrg, now }),
    db
      .update(t)
      .set({ status: "active", organizationId: newOrg.id, updatedAt: now.toISOString() })
      .where(eq(t.id, profile.id)),
    adminRoleQuery(db, profile.id, newOrg.id, now),
  ]);
  return { kind: "signed_in", userId: profile.id, status: "active", organizationId: newOrg.id, organizationName: newOrg.name, created: false };
}

/** First sign-in. Returns null when a concurrent sign-in won a race (the caller runs again). */
async function signUp(deps: StepDeps, identity: SignInIdentity): Promise<SetupOutcome | null> {
  const { db, now } = deps;
  const userId = crypto.randomUUID();
  const domain = emailDomain(identity.email);
  const profileValues = {
    id: userId,
    email: identity.email,
    fullName: identity.name,
    avatarUrl: identity.picture,
    authIssuer: identity.issuer,
    authSubject: identity.subject,
    lastLoginAt: now.toISOString(),
    lastLoginIp: deps.ipAddress,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const signedIn = auditEventQuery(
    db,
    { action: "USER_SIGNED_IN", resourceType: "user", resourceId: userId, userId, organizationId: null, details: { ip: deps.ipAddress, first: true } },
    now,
  );

  const existingOrg = isConsumerMailDomain(domain) ? undefined : await organizationForDomain(db, domain);
  if (existingOrg) {
    const requestId = crypto.randomUUID();
    const ok = await batchOrRace(db, [
      db.insert(userProfilesTable).values({ ...profileValues, status: "pending_approval", organizationId: null }),
      ...requestMembershipQueries(db, { requestId, userId, organizationId: existingOrg.id, email: identity.email, now }),
      signedIn,
    ]);
    if (!ok) return null;
    // The request exists whatever happens to the e-mail; a failure to even queue it is logged, not fatal.
    await notifyAdminsOfRequest(
      { db, email: deps.email, appOrigin: deps.appOrigin },
      { organizationId: existingOrg.id, organizationName: existingOrg.name, requesterEmail: identity.email, requesterName: identity.name },
    ).catch((err: unknown) =>
      console.error(JSON.stringify({ level: "error", msg: "could not notify organization admins", organizationId: existingOrg.id, error: String(err) })),
    );
    return {
      kind: "signed_in",
      userId,
      status: "pending_approval",
      organizationId: null,
      organizationName: existingOrg.name,
      created: true,
    };
  }

  const org = newOrganizationFor(identity);
  const ok = await batchOrRace(db, [
    createOrganizationQuery(db, { ...org, now }),
    db.insert(userProfilesTable).values({ ...profileValues, status: "active", organizationId: org.id }),
    adminRoleQuery(db, userId, org.id, now),
    auditEventQuery(
      db,
      {
        action: "ORGANIZATION_CREATED",
        resourceType: "organization",
        resourceId: org.id,
        userId,
        organizationId: org.id,
        details: { name: org.name, domain: org.domain, personal: org.isPersonal },
      },
      now,
    ),
    signedIn,
  ]);
  if (!ok) return null;
  return { kind: "signed_in", userId, status: "active", organizationId: org.id, organizationName: org.name, created: true };
}

function newOrganizationFor(identity: SignInIdentity) {
  const domain = emailDomain(identity.email);
  const personal = isConsumerMailDomain(domain);
  return {
    id: crypto.randomUUID(),
    name: personal ? personalOrganizationName(identity.name, identity.email) : organizationNameFromDomain(domain),
    domain: personal ? null : domain,
    isPersonal: personal,
    billingEmail: identity.email,
  };
}

async function organizationForDomain(db: Db, domain: string) {
  const [org] = await db
    .select({ id: organizationsTable.id, name: organizationsTable.name })
    .from(organizationsTable)
    .where(eq(organizationsTable.domain, domain))
    .limit(1);
  return org;
}

function adminRoleQuery(db: Db, userId: string, organizationId: string, now: Date) {
  return db
    .insert(userRolesTable)
    .values({ id: crypto.randomUUID(), userId, organizationId, role: "admin", createdAt: now.toISOString() })
    .onConflictDoNothing();
}

/** Runs an atomic batch; false when it failed on a unique constraint (a concurrent sign-in got there first). */
async function batchOrRace(db: Db, queries: Parameters<Db["batch"]>[0]): Promise<boolean> {
  try {
    await db.batch(queries);
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (/UNIQUE constraint failed/i.test(String((e as Error).message ?? e))) return true;
  }
  return false;
}
