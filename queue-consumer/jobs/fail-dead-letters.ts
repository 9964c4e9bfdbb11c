import { createDb } from "../../worker/db";
import { failJob } from "../../worker/domain/analysis/job-store";
import type { Clock } from "../../worker/lib/clock";
import type { Env } from "../env";

export const DEAD_LETTER_MESSAGE = "The analysis could not be completed after several attempts. Please try again later.";

/**
 * Messages land in the dead letter queue when every delivery crashed the consumer (for
 * example a CPU limit). Their jobs must not stay pending or processing: fail them.
 */
export async function failDeadLetters(batch: MessageBatch<unknown>, env: Env, now: Clock): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const body = message.body as { jobId?: unknown; scope?: unknown } | null;
    if (body && typeof body.jobId === "string") {
      await failJob(db, body.scope === "org" ? "org" : "public", body.jobId, DEAD_LETTER_MESSAGE, now());
    }
    message.ack();
  }
}
