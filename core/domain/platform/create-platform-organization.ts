import { eq } from "drizzle-orm";
import { organizationsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { runBatch } from "@core/db/batch";
import type { Clock } from "@core/lib/clock";
import { badRequest, conflict } from "@core/lib/errors";
import type { CreateOrganizationRequest, OrganizationDetail } from "@core/contract/platform";
import type { Actor } from "../actor";
import { auditEventQuery } from "../audit/record-audit-event";
import { authorize } from "../authorize";
import { createOrganizationQuery } from "../organizations/create-organization";
import { isConsumerMailDomain } from "../organizations/email-domains";
import { dropUnprovenClaimStatements, holdsWithProof, organizationHoldingDomain } from "../organizations/domain-proof";
import type { Settings } from "../settings/settings-reader";
import { toOrganizationDetail } from "./get-platform-organization";

export const domainTakenMessage = (domain: string) => `An organization with the domain ${domain} already exists.`;

/**
 * Creates an organization ahead of its members: name (required), domain (optional, unique
 * among organizations; not a personal mail service), billing e-mail, tier (default free) and
 * monthly limit (default: the setting organizations.default_monthly_limit). Status active,
 * subscription trial. It has no members: the first person to sign in with an account its
 * domain's Workspace manages becomes its admin; later ones ask to join. The domain is held by the
 * platform's word (proof `platform`); another organization holding it without proof loses it. The insert and its audit entry
 * (ORGANIZATION_CREATED) are one db.batch. A domain already taken: 409.
 * Who may call: super admins (`platform.manage`); others 403, signed out 401.
 */
export async function createPlatformOrganization(
  deps: { db: Db; clock: Clock; settings: Settings },
  actor: Actor,
  input: CreateOrganizationRequest,
): Promise<OrganizationDetail> {
  const user = authorize(actor, "platform.manage");
  const { db } = deps;
  const now = deps.clock();
  const domain = input.domain || null;
  if (domain && isConsumerMailDomain(domain, await deps.settings.get("signup.consumer_domains_extra"))) {
    throw badRequest(
      `${domain} is a personal mail service: people who sign up with it get a personal organization. Leave the domain empty or use the organization's own domain.`,
    );
  }
  // A domain held without proof yields to the platform's word (the claim is dropped, audited).
  const holder = domain ? await organizationHoldingDomain(db, domain) : undefined;
  if (holder && holdsWithProof(holder)) throw conflict(domainTakenMessage(domain!));

  const id = crypto.randomUUID();
  const monthlyLimit =
    input.monthly_assessment_limit ?? (await deps.settings.get("organizations.default_monthly_limit"));
  const values = {
    id,
    name: input.name,
    domain,
    isPersonal: false,
    billingEmail: input.billing_email ?? null,
    monthlyLimit,
    subscriptionTier: input.subscription_tier ?? "free",
    // The platform's own word for the domain: its first Workspace account claims the organization.
    ...(domain ? { domainProof: "platform" as const, domainVerifiedAt: now.toISOString() } : {}),
    now,
  };
  try {
    await runBatch(db, [
      ...(holder
        ? dropUnprovenClaimStatements(
            db,
            {
              organization: holder,
              domain: domain!,
              reason: "A platform super admin created an organization for this domain.",
              by: user.userId,
            },
            now,
          )
        : []),
      createOrganizationQuery(db, values),
      auditEventQuery(
        db,
        {
          action: "ORGANIZATION_CREATED",
          resourceType: "organization",
          resourceId: id,
          userId: user.userId,
          organizationId: id,
          details: {
            name: values.name,
            domain,
            subscription_tier: values.subscriptionTier,
            monthly_assessment_limit: monthlyLimit,
            by: "platform",
          },
        },
        now,
      ),
    ]);
  } catch (err) {
    // Another request took the domain between the check and the insert.
    if (domain && /UNIQUE constraint failed/i.test(String((err as { cause?: unknown }).cause ?? err)))
      throw conflict(domainTakenMessage(domain));
    throw err;
  }
  const [row] = await db.select().from(organizationsTable).where(eq(organizationsTable.id, id));
  return toOrganizationDetail(row!, 0, now);
}
