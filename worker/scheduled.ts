import { createDb } from "@core/db";
import { transportFromSettings } from "@core/email/email-sender";
import { deliverDueEmails, type DeliveryDeps } from "@core/email/outbox";
import type { Env } from "./env";
import { systemClock } from "@core/lib/clock";
import { isProduction } from "@core/lib/environment";
import { sendWeeklyDigest } from "@core/domain/notifications/send-weekly-digest";
import { dailyUpkeep, pageViewRetentionDays } from "@core/domain/maintenance/daily-upkeep";
import { recordDailyUsage } from "@core/domain/organizations/record-daily-usage";
import { sweepWebhooks } from "@core/domain/webhooks/dispatch-events";
import { pruneRateWindows } from "@core/domain/api-tokens/rate-limit";
import { webhookDeliveryDeps } from "./http/webhook-deps";
import { runTrialExpiry } from "@core/domain/safe-to-try/run-trial-expiry";

/**
 * The web Worker's scheduled jobs, one per cron expression of wrangler.toml `[triggers]`; each
 * job lives in its own file and is idempotent (a retried run does nothing twice).
 */
export interface ScheduledJob {
  name: string;
  /** `at`: the time the trigger was scheduled for. */
  run(env: Env, at: Date): Promise<Record<string, unknown>>;
}

/** Scheduled work has no request: links in e-mails use APP_ORIGIN. */
function delivery(env: Env): DeliveryDeps {
  return {
    db: createDb(env.DB),
    transport: transportFromSettings(env),
    now: systemClock,
    appOrigin: env.APP_ORIGIN ?? null,
    redactLogs: isProduction(env),
  };
}

export const SCHEDULED_JOBS: Record<string, ScheduledJob> = {
  /** 00:15 UTC: each organization's usage of the day before (core/domain/organizations/record-daily-usage.ts). */
  "15 0 * * *": {
    name: "daily usage recorded",
    run: async (env, at) => recordDailyUsage(createDb(env.DB), at),
  },
  /** 03:23 UTC: page views past PAGE_VIEW_RETENTION_DAYS and expired event-stream leases (core/domain/maintenance/daily-upkeep.ts). */
  "23 3 * * *": {
    name: "daily upkeep",
    run: async (env, at) => {
      await pruneRateWindows(createDb(env.DB), at);
      return dailyUpkeep(createDb(env.DB), at, pageViewRetentionDays(env));
    },
  },
  /** E-mails not yet sent, failed ones whose back-off ended, and ones whose sender died (core/email/outbox.ts). */
  "*/5 * * * *": {
    name: "e-mail delivery and retries; webhook events and lost deliveries",
    run: async (env) => {
      const delivered = (await deliverDueEmails(delivery(env), { limit: 200 })).length;
      await sweepWebhooks(webhookDeliveryDeps(env, systemClock));
      return { delivered };
    },
  },
  /**
   * Every hour at :07: notices 7 days and 1 day before a Safe-to-Try trial ends, and trials whose
   * end passed become trial_ended (core/domain/safe-to-try/run-trial-expiry.ts).
   */
  "7 * * * *": {
    name: "trial expiry",
    run: async (env, at) => {
      const result = await runTrialExpiry(createDb(env.DB), at);
      // The notices' e-mails go out now rather than at the next delivery run.
      const delivered =
        result.notices + result.ended > 0 ? (await deliverDueEmails(delivery(env), { limit: 200 })).length : 0;
      return { ...result, delivered };
    },
  },
  /** Monday 08:00 UTC: the weekly digest of the week before (core/domain/notifications/send-weekly-digest.ts). */
  "0 8 * * 1": {
    name: "weekly digest",
    run: async (env) => sendWeeklyDigest(delivery(env)),
  },
};

export async function runScheduled(
  controller: Pick<ScheduledController, "cron" | "scheduledTime">,
  env: Env,
): Promise<void> {
  const job = SCHEDULED_JOBS[controller.cron];
  if (!job) {
    console.error(
      JSON.stringify({ level: "error", msg: "no scheduled job for this cron expression", cron: controller.cron }),
    );
    return;
  }
  const result = await job.run(env, new Date(controller.scheduledTime));
  console.log(JSON.stringify({ level: "info", msg: `${job.name} done`, cron: controller.cron, ...result }));
}
