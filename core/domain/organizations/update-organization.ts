import { and, eq, ne } from "drizzle-orm";
import { organizationsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import { badRequest, conflict, errorChainText, notFound } from "@core/lib/errors";
import type { Organization, UpdateOrganization } from "@core/contract/organization";
import type { Actor } from "../actor";
import { auditEventQuery } from "../audit/record-audit-event";
import { isConsumerMailDomain } from "./email-domains";
import { toOrganization } from "./get-organization";
import { authorize } from "../authorize";

/**
 * The admin's organization settings: name (required), e-mail domain and billing e-mail
 * (absent: unchanged; null: removed). Tier, status and limits are not the admin's to change.
 * A domain another organization has → 409; a public mail domain (gmail.com, ...) → 400, since
 * sharing it does not make people colleagues. The change and its ORGANIZATION_UPDATED audit
 * entry (each changed field with old and new value) are one db.batch; no change, no write.
 * Non-admins: 403.
 */
export async function updateOrganization(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  input: UpdateOrganization,
): Promise<Organization> {
  const admin = authorize(actor, "organization.manage");
  const { db } = deps;
  const now = deps.clock();
  const t = organizationsTable;
  const [row] = await db.select().from(t).where(eq(t.id, admin.organizationId)).limit(1);
  if (!row) throw notFound("No organization found");

  const next = {
    name: input.name,
    domain: input.domain === undefined ? row.domain : input.domain,
    billingEmail: input.billing_email === undefined ? row.billingEmail : input.billing_email,
  };
  const changes: Record<string, { old: string | null; new: string | null }> = {};
  if (next.name !== row.name) changes.name = { old: row.name, new: next.name };
  if (next.domain !== row.domain) changes.domain = { old: row.domain, new: next.domain };
  if (next.billingEmail !== row.billingEmail) changes.billing_email = { old: row.billingEmail, new: next.billingEmail };
  if (Object.keys(changes).length === 0) return toOrganization(row, now, true);

  if (changes.domain && next.domain) {
    if (isConsumerMailDomain(next.domain)) {
      throw badRequest(`${next.domain} is a public e-mail service; an organization's domain must be its own.`);
    }
    await ensureDomainFree(db, next.domain, row.id);
  }

  try {
    await db.batch([
      db
        .update(t)
        .set({ name: next.name, domain: next.domain, billingEmail: next.billingEmail, updatedAt: now.toISOString() })
        .where(eq(t.id, row.id)),
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
    ]);
  } catch (err) {
    // Another organization took the domain between the check and the write.
    if (next.domain && /UNIQUE constraint failed/i.test(errorChainText(err))) throw domainTaken(next.domain);
    throw err;
  }
  return toOrganization({ ...row, ...next, updatedAt: now.toISOString() }, now, true);
}

async function ensureDomainFree(db: Db, domain: string, organizationId: string) {
  const t = organizationsTable;
  const [other] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.domain, domain), ne(t.id, organizationId)))
    .limit(1);
  if (other) throw domainTaken(domain);
}

const domainTaken = (domain: string) =>
  conflict(`Another organization already uses the domain ${domain}. Each domain can belong to one organization only.`);
