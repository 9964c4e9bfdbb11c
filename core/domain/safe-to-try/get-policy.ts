import type { Db } from "@core/db";
import type { SafeToTryPolicy } from "@core/contract/safe-to-try";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { policyInEffect, toPolicyResponse } from "./policy-store";

/**
 * The organization's Safe-to-Try policy, version and when it was saved. Who may call: every
 * active member (`catalog.view`: everyone may know what can be tried without review); 401
 * signed out, 403 without an organization.
 */
export async function getSafeToTryPolicy(deps: { db: Db }, actor: Actor): Promise<SafeToTryPolicy> {
  const member = authorize(actor, "catalog.view");
  return toPolicyResponse(await policyInEffect(deps.db, member.organizationId));
}
