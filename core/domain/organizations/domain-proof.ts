import { and, eq, isNull, sql } from "drizzle-orm";
import { organizationsTable, pendingApprovalsTable, type OrganizationRow } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Statement } from "@core/db/batch";
import type { DomainProof } from "@core/contract/enums";
import { auditEventQueryIf } from "../audit/record-audit-event";

/**
 * Domains are held with proof of control. An organization's `domain` routes the people of that
 * domain to it (they ask to join, its admins decide), so a domain held by the wrong organization
 * hands a company's people to a stranger. An organization holds one only when:
 * - its founder or one of its admins signed in with an account the domain's own Google Workspace
 *   manages (`hd` equal to the domain, and the address at it): proof `workspace`;
 * - the TXT record `_rrr-challenge.<domain>` carries the token shown to its admin: proof `dns`;
 * - a platform super admin created it with the domain: proof `platform`.
 * Personal organizations and consumer or disposable mail domains never hold one. A domain held
 * without proof (rows from before the rule) routes nobody, and is dropped (audited) when an
 * account managed by that domain's Workspace arrives, or when another organization proves it.
 */

export type DomainHolder = Pick<
  OrganizationRow,
  "id" | "name" | "status" | "domain" | "domainVerifiedAt" | "domainProof" | "isPersonal"
>;

/** The organization whose `domain` is this one, proved or not. */
export async function organizationHoldingDomain(db: Db, domain: string): Promise<DomainHolder | undefined> {
  const t = organizationsTable;
  const [org] = await db
    .select({
      id: t.id,
      name: t.name,
      status: t.status,
      domain: t.domain,
      domainVerifiedAt: t.domainVerifiedAt,
      domainProof: t.domainProof,
      isPersonal: t.isPersonal,
    })
    .from(t)
    .where(eq(t.domain, domain))
    .limit(1);
  return org;
}

/** Does the organization hold its domain with proof? */
export function holdsWithProof(org: Pick<OrganizationRow, "domain" | "domainVerifiedAt">): boolean {
  return org.domain !== null && org.domainVerifiedAt !== null;
}

/** The name of the TXT record that proves a domain, and the value it must carry. */
export function challengeRecordName(domain: string): string {
  return `_rrr-challenge.${domain}`;
}

export function challengeRecordValue(token: string): string {
  return `rrr-verification=${token}`;
}

/**
 * Drops a domain an organization holds without proof: its `domain` becomes null, its pending
 * requests to join are closed (`cancelled`, nobody decided them), and DOMAIN_CLAIM_DROPPED is
 * written (warning), all only if the organization still holds the domain without proof when the
 * batch runs. `by`: who caused it (the Workspace user who arrived, the admin who proved it), or
 * null for the product itself.
 */
export function dropUnprovenClaimStatements(
  db: Db,
  input: { organization: Pick<OrganizationRow, "id" | "name">; domain: string; reason: string; by: string | null },
  now: Date,
): Statement[] {
  const t = organizationsTable;
  const at = now.toISOString();
  const unproven = and(eq(t.id, input.organization.id), eq(t.domain, input.domain), isNull(t.domainVerifiedAt));
  const stillUnproven = sql`EXISTS (SELECT 1 FROM ${t} WHERE ${unproven})`;
  // Every statement asks the same condition; the organization's own row changes last.
  return [
    db
      .update(pendingApprovalsTable)
      .set({ status: "cancelled", decidedAt: at })
      .where(
        and(
          eq(pendingApprovalsTable.organizationId, input.organization.id),
          eq(pendingApprovalsTable.status, "pending"),
          stillUnproven,
        ),
      ),
    auditEventQueryIf(
      db,
      {
        action: "DOMAIN_CLAIM_DROPPED",
        resourceType: "organization",
        resourceId: input.organization.id,
        userId: input.by,
        organizationId: input.organization.id,
        severity: "warning",
        details: { domain: input.domain, organization_name: input.organization.name, reason: input.reason },
      },
      now,
      stillUnproven,
    ),
    db
      .update(t)
      .set({ domain: null, challengeDomain: null, challengeToken: null, challengeCreatedAt: null, updatedAt: at })
      .where(unproven),
  ];
}

/** Marks the organization's current domain as proved (when it is `domain` and not proved yet), audited. */
export function proveDomainStatements(
  db: Db,
  input: { organizationId: string; domain: string; proof: DomainProof; by: string | null },
  now: Date,
): Statement[] {
  const t = organizationsTable;
  const at = now.toISOString();
  const unproven = and(eq(t.id, input.organizationId), eq(t.domain, input.domain), isNull(t.domainVerifiedAt));
  return [
    auditEventQueryIf(
      db,
      {
        action: "DOMAIN_VERIFIED",
        resourceType: "organization",
        resourceId: input.organizationId,
        userId: input.by,
        organizationId: input.organizationId,
        details: { domain: input.domain, proof: input.proof },
      },
      now,
      sql`EXISTS (SELECT 1 FROM ${t} WHERE ${unproven})`,
    ),
    db.update(t).set({ domainVerifiedAt: at, domainProof: input.proof, updatedAt: at }).where(unproven),
  ];
}
