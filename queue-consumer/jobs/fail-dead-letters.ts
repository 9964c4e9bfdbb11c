import { createDb } from "@core/db";
import { failAnalysisJob } from "@core/domain/assessments/finish-analysis-job";
import { failCheck } from "@core/domain/monitoring/check-store";
import type { Clock } from "@core/lib/clock";
import type { Env } from "../env";

export const CHECK_DEAD_LETTER_MESSAGE = "The check could not be completed after several attempts.";

export const DEAD_LETTER_MESSAGE =
  "The analysis could not be completed after several attempts. Please try again later.";

/**
 * Messages land in the dead letter queue when every delivery crashed the consumer (for
 * example a CPU limit). Their jobs (and vendor checks) must not stay pending or processing: fail them.
 */
export async function failDeadLetters(batch: MessageBatch<unknown>, env: Env, now: Clock): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const body = message.body as {
      jobId?: unknown;
      scope?: unknown;
      type?: unknown;
      checkId?: unknown;
      vendorKey?: unknown;
    } | null;
    try {
      if (body && body.type === "check" && typeof body.checkId === "string") {
        const check = { id: body.checkId, vendorKey: typeof body.vendorKey === "string" ? body.vendorKey : "" };
        await failCheck(db, check, CHECK_DEAD_LETTER_MESSAGE, now());
      } else if (body && typeof body.jobId === "string") {
        await failAnalysisJob(db, body.scope === "org" ? "org" : "public", body.jobId, DEAD_LETTER_MESSAGE, now());
      }
      message.ack();
    } catch (err) {
      // The database failed: try again later (the sweep ends the job if this never succeeds).
      console.error(JSON.stringify({ level: "error", event: "dead_letter_error", id: message.id, error: String(err) }));
      message.retry();
    }
  }
}
