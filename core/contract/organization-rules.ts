/**
 * How an organization's plan and standing are named on every screen (organization admin,
 * settings, super admin), and the defaults a new organization gets. No zod here: the SPA's
 * pages import it without the schema library.
 */
import type { OrganizationStatus, SubscriptionStatus, SubscriptionTier } from "./enums";

/** A new organization's plan and subscription status. */
export const DEFAULT_TIER: SubscriptionTier = "free";
export const DEFAULT_SUBSCRIPTION_STATUS: SubscriptionStatus = "trial";

export const TIER_LABEL: Record<SubscriptionTier, string> = {
  free: "Free",
  starter: "Starter",
  professional: "Professional",
  enterprise: "Enterprise",
};

export const SUBSCRIPTION_STATUS_LABEL: Record<SubscriptionStatus, string> = {
  trial: "Trial",
  active: "Active",
  past_due: "Past due",
  canceled: "Canceled",
};

export const ORGANIZATION_STATUS_LABEL: Record<OrganizationStatus, string> = {
  active: "Active",
  suspended: "Suspended",
};

/** A plan's name; the default plan when none is set; an unknown value as it is. */
export function tierLabel(tier: string | null | undefined): string {
  return TIER_LABEL[(tier || DEFAULT_TIER) as SubscriptionTier] ?? String(tier);
}

export function subscriptionStatusLabel(status: string | null | undefined): string {
  return SUBSCRIPTION_STATUS_LABEL[(status || DEFAULT_SUBSCRIPTION_STATUS) as SubscriptionStatus] ?? String(status);
}

export function organizationStatusLabel(status: string): string {
  return ORGANIZATION_STATUS_LABEL[status as OrganizationStatus] ?? status;
}

/**
 * What "Trial ends" says about an organization: its end date while on trial, that it has none
 * set, that it ended, or that the organization is not on trial (never a bare dash).
 */
export function trialEndText(
  subscriptionStatus: string | null | undefined,
  trialEndsAt: string | null | undefined,
  formatDate: (iso: string) => string,
  now: number = Date.now(),
): string {
  if ((subscriptionStatus || DEFAULT_SUBSCRIPTION_STATUS) !== "trial") return "Not on trial";
  if (!trialEndsAt || Number.isNaN(Date.parse(trialEndsAt))) return "No end date set";
  return Date.parse(trialEndsAt) < now ? `Ended ${formatDate(trialEndsAt)}` : formatDate(trialEndsAt);
}
