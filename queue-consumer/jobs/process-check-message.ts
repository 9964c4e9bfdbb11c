import { createDb, type Db } from "@core/db";
import { writeCachedAnalysis } from "@core/domain/analysis/cache";
import { readSetting } from "@core/domain/settings/settings-reader";
import {
  claimCheck,
  failCheck,
  failedSinceLastComplete,
  findCheck,
  latestSnapshot,
  MAX_CHECK_ATTEMPTS,
  releaseCheck,
} from "@core/domain/monitoring/check-store";
import { changesOfCheck, completeCheck } from "@core/domain/monitoring/complete-check";
import { compareSnapshots } from "@core/domain/monitoring/detect-changes";
import { deliverCheckChanges } from "@core/domain/monitoring/deliver-changes";
import { CheckMessage } from "@core/contract/queue";
import type { DetectedChange } from "@core/contract/monitoring";
import type { Clock } from "@core/lib/clock";
import type { Env } from "../env";
import { AnalysisError, type PipelineDeps } from "../analysis-types";
import type { ObserveVendor } from "../monitoring/observe-vendor";
import { loadChangedTexts, storeTexts } from "../monitoring/page-store";
import { backoffSeconds } from "./process-analysis-message";

export interface CheckDeps {
  observe: ObserveVendor;
  pipeline: PipelineDeps;
  now: Clock;
}

const INTERNAL_FAILURE = "The check failed because of an internal error. It is tried again at the next check.";

/**
 * Handles one delivery of a vendor check: claim it, crawl and analyze the vendor (reading its
 * previous documents again), compare with its previous complete check, store the snapshot, the
 * page texts and the changes, refresh the vendor's cached report, and tell the organizations
 * watching it. Acks or retries the message itself; never throws. A duplicate delivery of a check
 * that completed but had not told everyone yet finishes telling them.
 */
export async function processCheckMessage(message: Message<unknown>, env: Env, deps: CheckDeps): Promise<void> {
  try {
    await handleCheck(message, env, deps);
  } catch (err) {
    console.error(
      JSON.stringify({ level: "error", event: "check_delivery_error", id: message.id, error: String(err) }),
    );
    message.retry({ delaySeconds: backoffSeconds(message.attempts) });
  }
}

async function handleCheck(message: Message<unknown>, env: Env, deps: CheckDeps): Promise<void> {
  const db = createDb(env.DB);
  const parsed = CheckMessage.safeParse(message.body);
  if (!parsed.success) {
    console.error(JSON.stringify({ level: "error", event: "poison_check_message", id: message.id }));
    const body = message.body as { checkId?: unknown; vendorKey?: unknown } | null;
    if (body && typeof body.checkId === "string") {
      const check = { id: body.checkId, vendorKey: typeof body.vendorKey === "string" ? body.vendorKey : "" };
      await failCheck(db, check, "The check request could not be read.", deps.now());
    }
    message.ack();
    return;
  }
  const { checkId, vendorKey, url } = parsed.data;
  const check = { id: checkId, vendorKey };
  const claimed = await claimCheck(db, checkId, deps.now(), { messageId: message.id, attempt: message.attempts });
  if (!claimed) {
    const row = await findCheck(db, checkId);
    if (row?.status === "completed" && !row.effectsDoneAt) {
      await deliverCheckChanges(db, { ...check, changes: await changesOfCheck(db, checkId) }, deps.now());
    }
    message.ack();
    return;
  }

  try {
    await runCheck(db, env, deps, check, url);
    message.ack();
  } catch (err) {
    const retryable = err instanceof AnalysisError ? err.retryable : true;
    const readable = err instanceof AnalysisError ? err.message : INTERNAL_FAILURE;
    console.error(
      JSON.stringify({
        level: "warn",
        event: "check_error",
        checkId,
        attempt: message.attempts,
        retryable,
        error: String(err),
      }),
    );
    if (retryable && message.attempts < MAX_CHECK_ATTEMPTS) {
      await releaseCheck(db, checkId, readable, deps.now());
      message.retry({ delaySeconds: backoffSeconds(message.attempts) });
      return;
    }
    const noted = err instanceof AnalysisError ? await unreachableNote(db, vendorKey, url, readable) : undefined;
    await failCheck(db, check, readable, deps.now(), noted);
    message.ack();
  }
}

async function runCheck(db: Db, env: Env, deps: CheckDeps, check: { id: string; vendorKey: string }, url: string) {
  const previous = await latestSnapshot(db, check.vendorKey);
  const observation = await deps.observe(url, deps.pipeline, previous?.snapshot ?? null);
  const prevTexts = await loadChangedTexts(env.CACHE, previous?.snapshot ?? null, observation.snapshot);
  const compared = compareSnapshots(previous?.snapshot ?? null, observation.snapshot, {
    prev: prevTexts,
    next: observation.texts,
  });
  const finishedAt = deps.now();
  const { snapshot } = await storeTexts(
    env.CACHE,
    compared.snapshot,
    observation.texts,
    previous?.snapshot ?? null,
    finishedAt,
  );
  // A check is a fresh analysis of the vendor: the shared report gets it too.
  const ttl = await readSetting({ db, now: () => deps.now().getTime(), env }, "analysis.cache_ttl_seconds");
  await writeCachedAnalysis(env.CACHE, check.vendorKey, observation.analysis, finishedAt, ttl);
  const stored = await completeCheck(db, check, observation.analysis, snapshot, compared.changes, finishedAt);
  if (stored) await deliverCheckChanges(db, { ...check, changes: stored }, finishedAt);
}

/**
 * The vendor's site could not be read at all: a low change, told once (not again while it stays
 * out of reach), never an alert on its own; nothing before the vendor's first complete check.
 */
async function unreachableNote(
  db: Db,
  vendorKey: string,
  url: string,
  reason: string,
): Promise<DetectedChange | undefined> {
  if (!(await latestSnapshot(db, vendorKey)) || (await failedSinceLastComplete(db, vendorKey))) return undefined;
  return {
    kind: "page_unreachable",
    dimension: null,
    severity: "low",
    source_url: url,
    before: null,
    after: null,
    summary: `The vendor's site could not be read: ${reason}`,
    details: { page_kind: "home" },
  };
}
