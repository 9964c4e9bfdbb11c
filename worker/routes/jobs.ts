import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { AppEnv } from "../env";
import { getJob } from "@core/domain/analysis/get-job";
import {
  closeJobEventStream,
  MAX_STREAMS_PER_CLIENT,
  openJobEventStream,
} from "@core/domain/analysis/job-event-streams";
import { AppError } from "@core/lib/errors";
import { Job } from "@core/contract/api";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";

const JobParams = z.object({ id: z.string().min(1).max(64) });

const JOB_PERMISSION =
  "Permission: a public job, anyone with its id; an organization's job, `assessment.view` on it (members see the " +
  "jobs they started, the other roles all of their organization's). Outside the organization: 404.";

const getJobRoute = createRoute({
  method: "get",
  path: "/{id}",
  summary: "Read an analysis job",
  description: JOB_PERMISSION,
  request: { params: JobParams },
  responses: {
    200: { description: "The job", content: { "application/json": { schema: Job } } },
    ...errorResponses(403, 404),
  },
});

const jobEventsRoute = createRoute({
  method: "get",
  path: "/{id}/events",
  summary: "Follow an analysis job as server-sent events",
  description:
    "Sends a `job` event with the job whenever its status changes, and ends after `completed` or `failed` " +
    "(or after a few minutes, when the client reconnects or falls back to polling). The job is re-read every " +
    `400 ms for the first 10 s, then less and less often (at most every 5 s). A client (hashed address) holds at most ` +
    `${MAX_STREAMS_PER_CLIENT} streams at once; more answer 429 (poll GET /api/jobs/{id} instead). ` +
    JOB_PERMISSION,
  request: { params: JobParams },
  responses: {
    200: { description: "Event stream of `job` events", content: { "text/event-stream": { schema: z.string() } } },
    ...errorResponses(403, 404, 429),
  },
});

/** How long one stream lasts; its lease outlives it a little in case the Worker dies. */
const EVENT_STREAM_MAX_MS = 4 * 60 * 1000;
const LEASE_MS = EVENT_STREAM_MAX_MS + 60_000;

/**
 * How long the stream waits before re-reading the job: 400 ms while an analysis usually
 * finishes (the first 10 s), then growing by half each time up to 5 s.
 */
export function eventPollDelay(elapsedMs: number, previousMs: number): number {
  if (elapsedMs < 10_000) return 400;
  return Math.min(5000, Math.round(previousMs * 1.5));
}

export const jobsRouter = new OpenAPIHono<AppEnv>({ defaultHook })
  .openapi(getJobRoute, async (c) => {
    const job = await getJob(requestDeps(c), c.var.actor, c.req.valid("param").id);
    return c.json(job, 200);
  })
  .openapi(jobEventsRoute, async (c) => {
    const { id } = c.req.valid("param");
    // Unknown or foreign jobs answer 404 before the stream opens.
    const deps = requestDeps(c);
    let job = await getJob(deps, c.var.actor, id);
    const db = c.var.db;
    const lease = await openJobEventStream(db, {
      clientKey: c.var.actor.clientKey,
      jobId: id,
      now: c.var.clock(),
      lifetimeMs: LEASE_MS,
    });
    if (!lease) {
      throw new AppError(
        "RATE_LIMITED",
        429,
        `Too many live updates open from your network (at most ${MAX_STREAMS_PER_CLIENT}). The page checks the analysis every few seconds instead.`,
        { limit: MAX_STREAMS_PER_CLIENT },
        { "retry-after": "30" },
      );
    }
    return streamSSE(c, async (stream) => {
      // Wall time of this stream (a timer, not the business clock: a fixed test clock must not keep it open).
      const started = Date.now();
      let lastStatus = "";
      let delay = 400;
      try {
        while (!stream.aborted) {
          if (job.status !== lastStatus) {
            lastStatus = job.status;
            await stream.writeSSE({ event: "job", data: JSON.stringify(job), id: `${job.id}:${job.status}` });
          }
          if (job.status === "completed" || job.status === "failed") break;
          if (Date.now() - started > EVENT_STREAM_MAX_MS) break;
          delay = eventPollDelay(Date.now() - started, delay);
          await stream.sleep(delay);
          job = await getJob(deps, c.var.actor, id);
        }
      } finally {
        await closeJobEventStream(db, lease).catch(() => {});
      }
    }) as never;
  });
