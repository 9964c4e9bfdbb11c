import { and, eq, isNull, notExists, sql } from "drizzle-orm";
import {
  organizationsTable,
  pendingApprovalsTable,
  superAdminIdentitiesTable,
  userProfilesTable,
  userRolesTable,
  type UserProfileRow,
} from "@core/db/schema";
import type { Db } from "@core/db";
import { runBatch, type Statement } from "@core/db/batch";
import type { EmailSender } from "@core/email/email-sender";
import type { Clock } from "@core/lib/clock";
import { auditEventQuery, auditEventQueryIf, recordAuditEvent } from "../audit/record-audit-event";
import type { Settings } from "../settings/settings-reader";
import { notifyAdminsOfRequest, requestMembershipStatements } from "../membership/request-membership";
import { createOrganizationQuery } from "../organizations/create-organization";
import {
  dropUnprovenClaimStatements,
  holdsWithProof,
  organizationHoldingDomain,
  proveDomainStatements,
  type DomainHolder,
} from "../organizations/domain-proof";
import { googleIsAuthoritative, isPlatformSuperAdmin, isSuperAdminEmail, superAdminPin } from "./super-admins";
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
  /** The platform settings in effect (default monthly limit, extra consumer mail domains). */
  settings: Settings;
  /** SUPER_ADMIN_EMAILS: a listed address is pinned to its first identity Google is authoritative for. */
  superAdminEmails?: string;
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
  | {
      kind: "refused";
      reason: "suspended" | "organization_suspended" | "identity_conflict";
      message: string;
    };

const SUSPENDED_MESSAGE = "Your account is suspended. Please contact your organization's administrator.";
export const ORGANIZATION_SUSPENDED_MESSAGE =
  "Your organization's account is suspended, so its members cannot sign in. Please contact your organization's administrator or our support.";
const IDENTITY_CONFLICT_MESSAGE =
  "This e-mail address belongs to an account that signs in with another identity. Sign in with the account you used before, or contact your administrator.";

/**
 * Sets the user up on sign-in: run on every sign-in and idempotent. Called only by the
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
 *   (its admins get an e-mail); but the first person of an organization that has no members
 *   yet (a super admin created it) becomes its admin when their account is managed by the
 *   domain's own Google Workspace (`hd` equal to the domain; others ask to join), exactly one
 *   even when several sign in at once;
 * - a domain no organization has: only an account managed by that domain's own Google
 *   Workspace (`hd` equal to the domain) founds its organization (name from the domain, the
 *   default monthly limit, tier free, subscription trial) as its admin; any other account gets a
 *   personal organization, so an outsider cannot claim a company's domain.
 * Members of a suspended organization, and newcomers whose domain's organization is suspended,
 * are refused. Which domains are consumer mail services and the new organization's monthly
 * limit come from the platform settings.
 * Only an organization that holds its domain with proof (organizations/domain-proof.ts) gets
 * its people: a domain held without proof routes nobody, and an account managed by that
 * domain's Workspace drops such a claim (audited) and founds or joins as if it were not there.
 * Later sign-ins change nothing but the login time, address and missing profile details; an
 * admin signing in with an account the organization's domain's Workspace manages proves that
 * domain. A person whose request to join was declined asks again by signing in (the admins see
 * the earlier refusals). Suspended users are refused (no session), and so are members of a
 * suspended organization; a platform super admin never is: those are organization-level.
 * A listed super admin address is pinned to the first identity Google is authoritative for;
 * another subject presenting it is refused (audited).
 * Concurrent first sign-ins are safe: each first sign-in is one atomic db.batch; the loser of
 * a race on a unique domain or e-mail fails as a whole and runs again as a later sign-in.
 */
export async function setupUserOnSignIn(setupDeps: SetupUserDeps, identity: SignInIdentity): Promise<SetupOutcome> {
  // One time for every row this sign-in writes.
  const deps: StepDeps = {
    ...setupDeps,
    now: setupDeps.clock(),
    consumerDomainsExtra: await setupDeps.settings.get("signup.consumer_domains_extra"),
    monthlyLimit: await setupDeps.settings.get("organizations.default_monthly_limit"),
  };
  const pinned = await checkSuperAdminIdentity(deps, identity);
  if (pinned === "refused") return { kind: "refused", reason: "identity_conflict", message: IDENTITY_CONFLICT_MESSAGE };
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

type StepDeps = SetupUserDeps & { now: Date; consumerDomainsExtra: string[]; monthlyLimit: number };

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
async function refuseOtherIdentity(
  deps: StepDeps,
  owner: UserProfileRow,
  identity: SignInIdentity,
): Promise<SetupOutcome> {
  await recordAuditEvent(
    deps.db,
    {
      action: "SIGN_IN_REFUSED",
      resourceType: "user",
      resourceId: owner.id,
      userId: null,
      organizationId: owner.organizationId,
      severity: "warning",
      details: {
        reason: "identity_conflict",
        email: identity.email,
        issuer: identity.issuer,
        subject: identity.subject,
        ip: deps.ipAddress,
      },
    },
    deps.now,
  );
  return { kind: "refused", reason: "identity_conflict", message: IDENTITY_CONFLICT_MESSAGE };
}

async function signInExisting(
  deps: StepDeps,
  profile: UserProfileRow,
  identity: SignInIdentity,
): Promise<SetupOutcome> {
  const { db, now } = deps;
  // Organization-level refusals never reach a platform super admin (pinned to this identity).
  const superAdmin = isPlatformSuperAdmin(profile, await superAdminPin(db, profile.email), deps.superAdminEmails);
  if (profile.isSuspended && !superAdmin) return { kind: "refused", reason: "suspended", message: SUSPENDED_MESSAGE };

  const [org] = profile.organizationId
    ? await db
        .select({
          name: organizationsTable.name,
          status: organizationsTable.status,
          domain: organizationsTable.domain,
          domainVerifiedAt: organizationsTable.domainVerifiedAt,
        })
        .from(organizationsTable)
        .where(eq(organizationsTable.id, profile.organizationId))
    : [];
  if (org?.status === "suspended" && !superAdmin)
    return { kind: "refused", reason: "organization_suspended", message: ORGANIZATION_SUSPENDED_MESSAGE };

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
    if (org && profile.organizationId) await proveDomainByAdminSignIn(deps, profile, org, identity);
    return {
      kind: "signed_in",
      userId: profile.id,
      status: "active",
      organizationId: profile.organizationId,
      organizationName: org?.name ?? null,
      created: false,
    };
  }

  // Waiting: the request normally exists (unless the organization lost its domain since).
  if (profile.status === "pending_approval") {
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
  }
  // Without an organization: waiting without a request, or declined before (asking again now).
  return routeWithoutOrganization(deps, profile, identity);
}

/**
 * A person without an organization signing in again (their request was declined, or it went
 * missing): they ask to join their domain's organization again when one holds it with proof
 * (its admins see the earlier refusals), else they start an organization as at a first sign-in.
 */
async function routeWithoutOrganization(
  deps: StepDeps,
  profile: UserProfileRow,
  identity: SignInIdentity,
): Promise<SetupOutcome> {
  const { db, now } = deps;
  const t = userProfilesTable;
  const domainOrg = await routingOrganization(deps, identity);
  if (domainOrg?.status === "suspended")
    return { kind: "refused", reason: "organization_suspended", message: ORGANIZATION_SUSPENDED_MESSAGE };
  if (domainOrg) {
    await runBatch(db, [
      db
        .update(t)
        .set({ status: "pending_approval", updatedAt: now.toISOString() })
        .where(and(eq(t.id, profile.id), isNull(t.organizationId))),
      ...(await requestMembershipStatements(db, {
        requestId: crypto.randomUUID(),
        userId: profile.id,
        organizationId: domainOrg.id,
        organizationName: domainOrg.name,
        email: identity.email,
        name: profile.fullName ?? identity.name,
        now,
      })),
    ]);
    await notifyAdmins(deps, domainOrg, identity);
    return {
      kind: "signed_in",
      userId: profile.id,
      status: "pending_approval",
      organizationId: null,
      organizationName: domainOrg.name,
      created: false,
    };
  }
  // No organization holds the domain: start one with this user as its admin.
  const newOrg = newOrganizationFor(identity, deps.consumerDomainsExtra);
  const ok = await batchOrRace(db, [
    createOrganizationQuery(db, { ...newOrg, ...proofOf(newOrg, now), monthlyLimit: deps.monthlyLimit, now }),
    db
      .update(t)
      .set({ status: "active", organizationId: newOrg.id, updatedAt: now.toISOString() })
      .where(eq(t.id, profile.id)),
    adminRoleQuery(db, profile.id, newOrg.id, now),
  ]);
  if (!ok) throw new Error("Another organization took the domain at the same time; please sign in again");
  return {
    kind: "signed_in",
    userId: profile.id,
    status: "active",
    organizationId: newOrg.id,
    organizationName: newOrg.name,
    created: false,
  };
}

/**
 * An admin of the organization signing in with an account managed by the organization's
 * domain's own Workspace proves the domain (when it was held without proof).
 */
async function proveDomainByAdminSignIn(
  deps: StepDeps,
  profile: UserProfileRow,
  org: { domain: string | null; domainVerifiedAt: string | null },
  identity: SignInIdentity,
): Promise<void> {
  if (!org.domain || org.domainVerifiedAt) return;
  if (!managedByDomain(identity, deps.consumerDomainsExtra) || emailDomain(identity.email) !== org.domain) return;
  const [admin] = await deps.db
    .select({ id: userRolesTable.id })
    .from(userRolesTable)
    .where(
      and(
        eq(userRolesTable.userId, profile.id),
        eq(userRolesTable.organizationId, profile.organizationId!),
        eq(userRolesTable.role, "admin"),
      ),
    )
    .limit(1);
  if (!admin) return;
  await deps.db.batch(
    proveDomainStatements(
      deps.db,
      { organizationId: profile.organizationId!, domain: org.domain, proof: "workspace", by: profile.id },
      deps.now,
    ) as [Statement, ...Statement[]],
  );
}

/**
 * The organization a person of this address is routed to: the one holding the address's domain
 * with proof. A claim without proof routes nobody; an account managed by the domain's own
 * Workspace drops it (audited), so the company's people are never handed to whoever claimed it.
 */
async function routingOrganization(deps: StepDeps, identity: SignInIdentity): Promise<DomainHolder | undefined> {
  const domain = emailDomain(identity.email);
  if (isConsumerMailDomain(domain, deps.consumerDomainsExtra)) return undefined;
  const holder = await organizationHoldingDomain(deps.db, domain);
  if (!holder || holdsWithProof(holder)) return holder;
  if (managedByDomain(identity, deps.consumerDomainsExtra)) {
    await deps.db.batch(
      dropUnprovenClaimStatements(
        deps.db,
        {
          organization: holder,
          domain,
          reason: `An account managed by ${domain}'s own Google Workspace (${identity.email}) signed in; the organization never proved that it controls the domain.`,
          by: null,
        },
        deps.now,
      ) as [Statement, ...Statement[]],
    );
  }
  return undefined;
}

async function notifyAdmins(deps: StepDeps, org: { id: string; name: string }, identity: SignInIdentity) {
  // The request exists whatever happens to the e-mail; a failure to even queue it is logged, not fatal.
  await notifyAdminsOfRequest(
    { db: deps.db, email: deps.email, appOrigin: deps.appOrigin },
    {
      organizationId: org.id,
      organizationName: org.name,
      requesterEmail: identity.email,
      requesterName: identity.name,
    },
  ).catch((err: unknown) =>
    console.error(
      JSON.stringify({
        level: "error",
        msg: "could not notify organization admins",
        organizationId: org.id,
        error: String(err),
      }),
    ),
  );
}

/**
 * SUPER_ADMIN_EMAILS: a listed address counts only for an identity Google is authoritative for,
 * pinned to the first such (issuer, subject). Another subject presenting a pinned address is
 * refused and audited (critical); an identity Google is not authoritative for signs in as anyone
 * else, without platform rights (audited once per sign-in).
 */
async function checkSuperAdminIdentity(deps: StepDeps, identity: SignInIdentity): Promise<"ok" | "refused"> {
  if (!isSuperAdminEmail(identity.email, deps.superAdminEmails)) return "ok";
  const { db, now } = deps;
  const audit = (reason: string, severity: "warning" | "critical") =>
    recordAuditEvent(
      db,
      {
        action: "SUPER_ADMIN_REFUSED",
        resourceType: "user",
        userId: null,
        organizationId: null,
        severity,
        details: {
          reason,
          email: identity.email,
          issuer: identity.issuer,
          subject: identity.subject,
          ip: deps.ipAddress,
        },
      },
      now,
    );
  const pin = await superAdminPin(db, identity.email);
  if (pin) {
    if (pin.issuer === identity.issuer && pin.subject === identity.subject) return "ok";
    await audit("another identity is pinned to this super admin address", "critical");
    return "refused";
  }
  if (!googleIsAuthoritative(identity)) {
    await audit("the sign-in provider is not authoritative for this address (no Workspace of its domain)", "warning");
    return "ok";
  }
  const t = superAdminIdentitiesTable;
  await db
    .insert(t)
    .values({ email: identity.email, issuer: identity.issuer, subject: identity.subject, pinnedAt: now.toISOString() })
    .onConflictDoNothing();
  const after = await superAdminPin(db, identity.email);
  if (after?.issuer !== identity.issuer || after.subject !== identity.subject) {
    await audit("another identity was pinned to this super admin address at the same time", "critical");
    return "refused";
  }
  await recordAuditEvent(
    db,
    {
      action: "SUPER_ADMIN_PINNED",
      resourceType: "user",
      userId: null,
      organizationId: null,
      details: { email: identity.email, issuer: identity.issuer, subject: identity.subject },
    },
    now,
  );
  return "ok";
}

/** First sign-in. Returns null when a concurrent sign-in won a race (the caller runs again). */
async function signUp(deps: StepDeps, identity: SignInIdentity): Promise<SetupOutcome | null> {
  const { db, now } = deps;
  const userId = crypto.randomUUID();
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
    {
      action: "USER_SIGNED_IN",
      resourceType: "user",
      resourceId: userId,
      userId,
      organizationId: null,
      details: { ip: deps.ipAddress, first: true },
    },
    now,
  );

  const existingOrg = await routingOrganization(deps, identity);
  if (existingOrg?.status === "suspended")
    return { kind: "refused", reason: "organization_suspended", message: ORGANIZATION_SUSPENDED_MESSAGE };
  if (existingOrg) {
    const waitingProfile = db
      .insert(userProfilesTable)
      .values({ ...profileValues, status: "pending_approval", organizationId: null });
    return joinExistingOrganization(deps, identity, existingOrg, userId, [waitingProfile, signedIn]);
  }

  const org = newOrganizationFor(identity, deps.consumerDomainsExtra);
  const ok = await batchOrRace(db, [
    createOrganizationQuery(db, { ...org, ...proofOf(org, now), monthlyLimit: deps.monthlyLimit, now }),
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
        details: {
          name: org.name,
          domain: org.domain,
          personal: org.isPersonal,
          domain_proof: org.domain ? "workspace" : null,
        },
      },
      now,
    ),
    signedIn,
  ]);
  if (!ok) return null;
  return {
    kind: "signed_in",
    userId,
    status: "active",
    organizationId: org.id,
    organizationName: org.name,
    created: true,
  };
}

/**
 * First sign-in with the domain of an existing organization: its first member becomes its
 * admin (an organization a super admin created) when their account is managed by the domain's
 * Workspace; anyone else asks to join and the admins are told. `newProfile`: the waiting profile's insert and the sign-in's audit entry.
 * Null when a concurrent sign-in of the same person won a race (setup runs again).
 */
async function joinExistingOrganization(
  deps: StepDeps,
  identity: SignInIdentity,
  org: { id: string; name: string },
  userId: string,
  newProfile: Statement[],
): Promise<SetupOutcome | null> {
  const { db, now } = deps;
  const request = () =>
    requestMembershipStatements(db, {
      requestId: crypto.randomUUID(),
      userId,
      organizationId: org.id,
      organizationName: org.name,
      email: identity.email,
      name: identity.name,
      now,
    });
  if (managedByDomain(identity, deps.consumerDomainsExtra) && !(await hasMembers(db, org.id))) {
    const claimed = await claimOrganization(deps, org, newProfile, userId);
    if (claimed === "race") return null;
    if (claimed === "claimed") {
      return {
        kind: "signed_in",
        userId,
        status: "active",
        organizationId: org.id,
        organizationName: org.name,
        created: true,
      };
    }
    // Someone else became its admin first: this user asks to join like anyone after them.
    await runBatch(db, await request());
  } else if (!(await batchOrRace(db, [...newProfile, ...(await request())]))) {
    return null;
  }
  await notifyAdmins(deps, org, identity);
  return {
    kind: "signed_in",
    userId,
    status: "pending_approval",
    organizationId: null,
    organizationName: org.name,
    created: true,
  };
}

/** Is the account managed by its address's own domain (Google Workspace's `hd`)? Never for shared mail domains. */
function managedByDomain(identity: SignInIdentity, consumerDomainsExtra: readonly string[]): boolean {
  const domain = emailDomain(identity.email);
  return !isConsumerMailDomain(domain, consumerDomainsExtra) && identity.hostedDomain === domain;
}

/**
 * The organization a user without one starts: their domain's, when the account is managed by
 * that domain's own Workspace (Google's `hd` claim), else a personal one.
 */
function newOrganizationFor(identity: SignInIdentity, consumerDomainsExtra: readonly string[]) {
  const domain = emailDomain(identity.email);
  const personal = !managedByDomain(identity, consumerDomainsExtra);
  return {
    id: crypto.randomUUID(),
    name: personal ? personalOrganizationName(identity.name, identity.email) : organizationNameFromDomain(domain),
    domain: personal ? null : domain,
    isPersonal: personal,
    billingEmail: identity.email,
  };
}

/** A new organization founded with its domain holds it by the founder's Workspace sign-in. */
function proofOf(org: { domain: string | null }, now: Date) {
  return org.domain ? { domainVerifiedAt: now.toISOString(), domainProof: "workspace" as const } : {};
}

async function hasMembers(db: Db, organizationId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userProfilesTable.id })
    .from(userProfilesTable)
    .where(eq(userProfilesTable.organizationId, organizationId))
    .limit(1);
  return rows.length > 0;
}

/**
 * The first person of an organization without members (created by a super admin) becomes its
 * admin. `insertProfile` writes the profile as waiting; then, in the same batch, the profile
 * becomes the organization's active member only if the organization still has no member, and
 * the admin role and audit entry follow only if it did: of several people signing in at once,
 * exactly one claims it. "race": the profile itself lost a race (run setup again).
 */
async function claimOrganization(
  deps: StepDeps,
  org: { id: string; name: string },
  insertProfile: Statement[],
  userId: string,
): Promise<"claimed" | "taken" | "race"> {
  const { db, now } = deps;
  const p = userProfilesTable;
  const claimedIt = sql`EXISTS (SELECT 1 FROM ${p} WHERE ${p.id} = ${userId} AND ${p.organizationId} = ${org.id} AND ${p.status} = 'active')`;
  const ok = await batchOrRace(db, [
    ...insertProfile,
    db
      .update(p)
      .set({ status: "active", organizationId: org.id, updatedAt: now.toISOString() })
      .where(
        and(
          eq(p.id, userId),
          isNull(p.organizationId),
          notExists(db.select({ one: sql`1` }).from(p).where(eq(p.organizationId, org.id))),
        ),
      ),
    db
      .insert(userRolesTable)
      .select(
        sql`SELECT ${crypto.randomUUID()}, ${userId}, ${org.id}, 'admin', ${now.toISOString()} WHERE ${claimedIt}`,
      )
      .onConflictDoNothing(),
    auditEventQueryIf(
      db,
      {
        action: "ORGANIZATION_CLAIMED",
        resourceType: "organization",
        resourceId: org.id,
        userId,
        organizationId: org.id,
        details: { name: org.name, role: "admin" },
      },
      now,
      claimedIt,
    ),
  ]);
  if (!ok) return "race";
  const [after] = await db.select({ status: p.status }).from(p).where(eq(p.id, userId));
  return after?.status === "active" ? "claimed" : "taken";
}

function adminRoleQuery(db: Db, userId: string, organizationId: string, now: Date) {
  return db
    .insert(userRolesTable)
    .values({ id: crypto.randomUUID(), userId, organizationId, role: "admin", createdAt: now.toISOString() })
    .onConflictDoNothing();
}

/** Runs an atomic batch; false when it failed on a unique constraint (a concurrent sign-in got there first). */
async function batchOrRace(db: Db, queries: Statement[]): Promise<boolean> {
  try {
    await db.batch(queries as [Statement, ...Statement[]]);
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
