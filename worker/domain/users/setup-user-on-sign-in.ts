import { and, desc, eq } from "drizzle-orm";
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
import { auditEventQuery, recordAuditEvent } from "../audit/record-audit-event";
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
  /** Google's `hd`: the Workspace domain that manages the account; null for other accounts. */
  hostedDomain: string | null;
}

export interface SetupUserDeps {
  db: Db;
  clock: Clock;
  email: EmailSender;
  /** For links in e-mails. */
  appOrigin: string;
  ipAddress: string | null;
  /** Shared mail domains on top of the maintained lists (consumerDomainsExtra()). */
  extraConsumerDomains?: readonly string[];
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
  | { kind: "refused"; reason: "rejected" | "suspended" | "identity_conflict"; message: string };

const SUSPENDED_MESSAGE = "Your account is suspended. Please contact your organization's administrator.";
const IDENTITY_CONFLICT_MESSAGE =
  "This e-mail address belongs to an account that signs in with another identity. Sign in with the account you used before, or contact your administrator.";

/**
 * The spec's setup-user-on-signup, run on every sign-in and idempotent. Called only by the
 * OAuth callback, after the ID token was verified.
 *
 * A person is their provider's (issuer, subject). The profile is found by that pair only; a
 * different identity with the address of an existing profile is refused (and audited), never
 * linked: otherwise whoever controls another account with the same address would take over
 * the profile and its rights.
 *
 * First sign-in, by the e-mail domain:
 * - a consumer or disposable mail domain (gmail.com, hotmail.fr, mailinator.com, ...): a
 *   personal organization, the user its admin;
 * - a domain of an existing organization: a pending request to join it, status pending_approval
 *   (its admins get an e-mail);
 * - a domain no organization has: only an account managed by that domain's own Google
 *   Workspace (`hd` equal to the domain) founds its organization (name from the domain, 10
 *   assessments a month, tier free, subscription trial) as its admin; any other account gets a
 *   personal organization, so an outsider cannot claim a company's domain.
 * Later sign-ins change nothing but the login time, address and missing profile details.
 * Rejected and suspended users are refused (no session).
 * Concurrent first sign-ins are safe: each first sign-in is one atomic db.batch; the loser of
 * a race on a unique domain or e-mail fails as a whole and runs again as a later sign-in.
 */
export async function setupUserOnSignIn(setupDeps: SetupUserDeps, identity: SignInIdentity): Promise<SetupOutcome> {
  // One time for every row this sign-in writes.
  const deps: StepDeps = { ...setupDeps, now: setupDeps.clock() };
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await findProfile(deps.db, identity);
    if (existing) return signInExisting(deps, existing, identity);
    const owner = await profileWithEmail(deps.db, identity.email);
    if (owner) return refuseOtherIdentity(deps, owner, identity);
    const created = await signUp(deps, identity);
    if (created) return created;
  }
  throw new Error("User setup kept conflicting with concurrent sign-ins");
}

type StepDeps = SetupUserDeps & { now: Date };

async function findProfile(db: Db, identity: SignInIdentity): Promise<UserProfileRow | undefined> {
  const t = userProfilesTable;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.authIssuer, identity.issuer), eq(t.authSubject, identity.subject)))
    .limit(1);
  return row;
}

async function profileWithEmail(db: Db, email: string): Promise<UserProfileRow | undefined> {
  const [row] = await db.select().from(userProfilesTable).where(eq(userProfilesTable.email, email)).limit(1);
  return row;
}

/** Another identity presents the address of an existing profile: refused, and written down for the admins. */
async function refuseOtherIdentity(deps: StepDeps, owner: UserProfileRow, identity: SignInIdentity): Promise<SetupOutcome> {
  await recordAuditEvent(
    deps.db,
    {
      action: "SIGN_IN_REFUSED",
      resourceType: "user",
      resourceId: owner.id,
      userId: null,
      organizationId: owner.organizationId,
      severity: "warning",
      details: { reason: "identity_conflict", email: identity.email, issuer: identity.issuer, subject: identity.subject, ip: deps.ipAddress },
    },
    deps.now,
  );
  return { kind: "refused", reason: "identity_conflict", message: IDENTITY_CONFLICT_MESSAGE };
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
  // The address may have changed at the provider; if it now names another profile, the batch
  // fails on the unique address and nothing is written.
  const updated = await batchOrRace(db, [
    db
      .update(t)
      .set({
        email: identity.email,
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
  if (!updated) {
    const owner = await profileWithEmail(db, identity.email);
    if (owner) return refuseOtherIdentity(deps, owner, identity);
    throw new Error("Profile update conflicted without another owner of the address");
  }

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
  const org = isConsumerMailDomain(emailDomain(identity.email), deps.extraConsumerDomains)
    ? undefined
    : await organizationForDomain(db, emailDomain(identity.email));
  if (org) {
    await db.batch(
      requestMembershipQueries(db, { requestId: crypto.randomUUID(), userId: profile.id, organizationId: org.id, email: identity.email, now }),
    );
    return { kind: "signed_in", userId: profile.id, status: "pending_approval", organizationId: null, organizationName: org.name, created: false };
  }
  // The organization is gone: start a new one with this user as its admin.
  const newOrg = newOrganizationFor(deps, identity);
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

  const existingOrg = isConsumerMailDomain(domain, deps.extraConsumerDomains) ? undefined : await organizationForDomain(db, domain);
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

  const org = newOrganizationFor(deps, identity);
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

/**
 * The organization a user without one starts: their domain's, when the account is managed by
 * that domain's own Workspace (Google's `hd` claim), else a personal one.
 */
function newOrganizationFor(deps: SetupUserDeps, identity: SignInIdentity) {
  const domain = emailDomain(identity.email);
  const founder = !isConsumerMailDomain(domain, deps.extraConsumerDomains) && identity.hostedDomain === domain;
  const personal = !founder;
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
