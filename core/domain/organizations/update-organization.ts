import { eq } from "drizzle-orm";
import { organizationsTable, type OrganizationRow } from "@core/db/schema";
import type { Db } from "@core/db";
import { runBatch, type Statement } from "@core/db/batch";
import type { Clock } from "@core/lib/clock";
import type { ResolveTxt } from "@core/lib/dns-over-https";
import { AppError, badRequest, conflict, errorChainText, notFound } from "@core/lib/errors";
import type { Organization, UpdateOrganization } from "@core/contract/organization";
import type { Actor } from "../actor";
import { auditEventQuery } from "../audit/record-audit-event";
import type { Settings } from "../settings/settings-reader";
import { emailDomain, isConsumerMailDomain } from "./email-domains";
import {
  challengeRecordName,
  challengeRecordValue,
  dropUnprovenClaimStatements,
  holdsWithProof,
  organizationHoldingDomain,
} from "./domain-proof";
import { toOrganization } from "./get-organization";
import { authorize, type MemberActor } from "../authorize";

/** The acting admin's sign-in: their address and the Workspace domain (`hd`) that managed it. */
export interface SignInProof {
  email: string;
  hostedDomain: string | null;
}

export interface UpdateOrganizationDeps {
  db: Db;
  clock: Clock;
  settings: Settings;
}

export const PERSONAL_DOMAIN_MESSAGE =
  "A personal organization cannot hold a domain: domains belong to organizations of a company's own people.";

/**
 * The admin's organization settings: name (required), e-mail domain, billing e-mail (absent:
 * unchanged; null: removed) and whether high-risk tools need two approvals. Tier, status and
 * limits are not the admin's to change.
 * A domain is held only with proof (organizations/domain-proof.ts): when the admin signed in with
 * an account the domain's own Workspace manages (`hd` equal to the domain, address at it) it is
 * held at once; otherwise the organization keeps its current domain and gets a DNS TXT challenge
 * for the new one (`domain_challenge`), proved by `verifyOrganizationDomain`. Personal
 * organizations, and consumer or disposable mail domains (the list plus the platform setting),
 * never hold one (400). A domain another organization holds with proof → 409; one held without
 * proof is taken from it (DOMAIN_CLAIM_DROPPED). The change and its ORGANIZATION_UPDATED audit
 * entry (each changed field with old and new value; `warning` when the domain changes, plus
 * DOMAIN_VERIFIED, DOMAIN_REMOVED or DOMAIN_CHALLENGE_CREATED) are one db.batch; no change, no
 * write. Non-admins: 403.
 */
export async function updateOrganization(
  deps: UpdateOrganizationDeps,
  actor: Actor,
  input: UpdateOrganization,
  proof: SignInProof | null,
): Promise<Organization> {
  const admin = authorize(actor, "organization.manage");
  const { db } = deps;
  const now = deps.clock();
  const row = await organizationOf(db, admin.organizationId);

  const wantedDomain = input.domain === undefined ? row.domain : input.domain;
  const domainChange = wantedDomain !== row.domain;
  if (domainChange && wantedDomain) await assertDomainAllowed(deps, row, wantedDomain);
  const provedNow = domainChange && wantedDomain !== null && provesByWorkspace(proof, wantedDomain);
  // Another organization holding it with proof → 409 at once; one holding it without proof loses it to proof.
  const claimable = domainChange && wantedDomain ? await claimableHolder(db, wantedDomain, row.id) : undefined;
  const holder = provedNow ? claimable : undefined;

  const next: Partial<OrganizationRow> = {
    name: input.name,
    billingEmail: input.billing_email === undefined ? row.billingEmail : input.billing_email,
    requireTwoApprovals: input.require_two_approvals ?? row.requireTwoApprovals,
  };
  if (domainChange && (wantedDomain === null || provedNow)) {
    Object.assign(next, {
      domain: wantedDomain,
      domainVerifiedAt: provedNow ? now.toISOString() : null,
      domainProof: provedNow ? ("workspace" as const) : null,
      challengeDomain: null,
      challengeToken: null,
      challengeCreatedAt: null,
    });
  } else if (domainChange && wantedDomain && row.challengeDomain !== wantedDomain) {
    // Not provable by this sign-in: the organization waits for the TXT record of a new challenge.
    Object.assign(next, {
      challengeDomain: wantedDomain,
      challengeToken: newToken(),
      challengeCreatedAt: now.toISOString(),
    });
  }

  const changes = changedFields(row, next);
  if (Object.keys(changes).length === 0 && next.challengeToken === undefined) return toOrganization(row, now, true);

  const statements: Statement[] = [
    ...(holder
      ? dropUnprovenClaimStatements(
          db,
          {
            organization: holder,
            domain: wantedDomain!,
            reason: `${row.name} proved the domain: its admin signed in with an account ${wantedDomain}'s Workspace manages.`,
            by: admin.userId,
          },
          now,
        )
      : []),
    db
      .update(organizationsTable)
      .set({ ...next, updatedAt: now.toISOString() })
      .where(eq(organizationsTable.id, row.id)),
    ...(Object.keys(changes).length
      ? [
          auditEventQuery(
            db,
            {
              action: "ORGANIZATION_UPDATED",
              resourceType: "organization",
              resourceId: row.id,
              userId: admin.userId,
              organizationId: row.id,
              // A new domain changes who asks to join: worth a closer look.
              severity: changes.domain ? "warning" : "info",
              details: { fields: Object.keys(changes), changes, organization_name: next.name },
            },
            now,
          ),
        ]
      : []),
    ...domainAuditStatements(db, admin, row, next, now),
  ];
  try {
    await runBatch(db, statements);
  } catch (err) {
    // Another organization took the domain between the check and the write.
    if (wantedDomain && /UNIQUE constraint failed/i.test(errorChainText(err))) throw domainTaken(wantedDomain);
    throw err;
  }
  return toOrganization({ ...row, ...next, updatedAt: now.toISOString() }, now, true);
}

/**
 * Proves the domain waiting in the organization's challenge by its DNS TXT record
 * (`_rrr-challenge.<domain>` carrying `rrr-verification=<token>`): the organization then holds
 * the domain (proof `dns`), taking it from an organization that held it without proof. No record
 * yet → 409 (DNS changes can take a while); no challenge → 409; no resolver configured → 503.
 * Who may call: the organization's admins (`organization.manage`).
 */
export async function verifyOrganizationDomain(
  deps: UpdateOrganizationDeps & { resolveTxt: ResolveTxt | null },
  actor: Actor,
): Promise<Organization> {
  const admin = authorize(actor, "organization.manage");
  const { db } = deps;
  const now = deps.clock();
  const row = await organizationOf(db, admin.organizationId);
  const domain = row.challengeDomain;
  if (!domain || !row.challengeToken) {
    throw conflict("There is no domain waiting for verification. Enter the domain in the settings first.");
  }
  await assertDomainAllowed(deps, row, domain);
  if (!deps.resolveTxt) {
    throw new AppError(
      "INTERNAL",
      503,
      "Domain verification by DNS is not available right now. Please try again later.",
    );
  }
  const name = challengeRecordName(domain);
  const expected = challengeRecordValue(row.challengeToken);
  let records: string[];
  try {
    records = await deps.resolveTxt(name);
  } catch {
    throw new AppError("INTERNAL", 503, "The DNS lookup failed. Please try again in a few minutes.");
  }
  if (!records.some((r) => r.trim() === expected)) {
    throw conflict(
      `The TXT record was not found: publish a TXT record at ${name} with the text ${expected}. DNS changes can take a few minutes to be seen; then try again.`,
    );
  }
  const holder = await claimableHolder(db, domain, row.id);
  const next: Partial<OrganizationRow> = {
    domain,
    domainVerifiedAt: now.toISOString(),
    domainProof: "dns",
    challengeDomain: null,
    challengeToken: null,
    challengeCreatedAt: null,
  };
  const statements: Statement[] = [
    ...(holder
      ? dropUnprovenClaimStatements(
          db,
          {
            organization: holder,
            domain,
            reason: `${row.name} proved the domain with its DNS TXT record.`,
            by: admin.userId,
          },
          now,
        )
      : []),
    db
      .update(organizationsTable)
      .set({ ...next, updatedAt: now.toISOString() })
      .where(eq(organizationsTable.id, row.id)),
    auditEventQuery(
      db,
      {
        action: "ORGANIZATION_UPDATED",
        resourceType: "organization",
        resourceId: row.id,
        userId: admin.userId,
        organizationId: row.id,
        severity: "warning",
        details: {
          fields: ["domain"],
          changes: { domain: { old: row.domain, new: domain } },
          organization_name: row.name,
        },
      },
      now,
    ),
    ...domainAuditStatements(db, admin, row, next, now),
  ];
  try {
    await runBatch(db, statements);
  } catch (err) {
    if (/UNIQUE constraint failed/i.test(errorChainText(err))) throw domainTaken(domain);
    throw err;
  }
  return toOrganization({ ...row, ...next, updatedAt: now.toISOString() }, now, true);
}

async function organizationOf(db: Db, id: string): Promise<OrganizationRow> {
  const [row] = await db.select().from(organizationsTable).where(eq(organizationsTable.id, id)).limit(1);
  if (!row) throw notFound("No organization found");
  return row;
}

/** Personal organizations hold no domain; consumer and disposable mail domains are nobody's. */
async function assertDomainAllowed(deps: UpdateOrganizationDeps, row: OrganizationRow, domain: string) {
  if (row.isPersonal) throw badRequest(PERSONAL_DOMAIN_MESSAGE, { field: "domain" });
  if (isConsumerMailDomain(domain, await deps.settings.get("signup.consumer_domains_extra"))) {
    throw badRequest(`${domain} is a public e-mail service; an organization's domain must be its own.`, {
      field: "domain",
    });
  }
}

/** The admin signed in with an account the domain's own Workspace manages, at an address of that domain. */
function provesByWorkspace(proof: SignInProof | null, domain: string): boolean {
  return !!proof && proof.hostedDomain === domain && emailDomain(proof.email) === domain;
}

/** Another organization holding the domain: with proof → 409; without → returned, so its claim is dropped. */
async function claimableHolder(db: Db, domain: string, organizationId: string) {
  const holder = await organizationHoldingDomain(db, domain);
  if (!holder || holder.id === organizationId) return undefined;
  if (holdsWithProof(holder)) throw domainTaken(domain);
  return holder;
}

function changedFields(row: OrganizationRow, next: Partial<OrganizationRow>) {
  const changes: Record<string, { old: unknown; new: unknown }> = {};
  const fields = [
    ["name", "name"],
    ["domain", "domain"],
    ["billingEmail", "billing_email"],
    ["requireTwoApprovals", "require_two_approvals"],
  ] as const;
  for (const [key, field] of fields) {
    if (next[key] !== undefined && next[key] !== row[key]) changes[field] = { old: row[key], new: next[key] };
  }
  return changes;
}

/** The domain's own audit entries: proved, removed, or a challenge issued. */
function domainAuditStatements(
  db: Db,
  admin: MemberActor,
  row: OrganizationRow,
  next: Partial<OrganizationRow>,
  now: Date,
): Statement[] {
  const entry = (action: string, severity: "info" | "warning", details: Record<string, unknown>) =>
    auditEventQuery(
      db,
      {
        action,
        resourceType: "organization",
        resourceId: row.id,
        userId: admin.userId,
        organizationId: row.id,
        severity,
        details,
      },
      now,
    );
  const out: Statement[] = [];
  if (next.domain !== undefined && next.domain !== row.domain && row.domain) {
    out.push(
      entry("DOMAIN_REMOVED", "warning", {
        domain: row.domain,
        was_verified: holdsWithProof(row),
        proof: row.domainProof,
        replaced_by: next.domain,
      }),
    );
  }
  if (next.domain && next.domainProof) {
    out.push(entry("DOMAIN_VERIFIED", "info", { domain: next.domain, proof: next.domainProof }));
  }
  if (next.challengeToken) out.push(entry("DOMAIN_CHALLENGE_CREATED", "info", { domain: next.challengeDomain }));
  return out;
}

function newToken(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const domainTaken = (domain: string) =>
  conflict(`Another organization already uses the domain ${domain}. Each domain can belong to one organization only.`);
