import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { AppEnv } from "../env";
import { getJob } from "../domain/analysis/get-job";
import { Job } from "../shared/api";
import { defaultHook, errorResponses } from "../lib/openapi";
import { requestDeps } from "../lib/request-deps";

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
    "(or after a few minutes, when the client reconnects or falls back to polling). " +
    JOB_PERMISSION,
  request: { params: JobParams },
  responses: {
    200: { description: "Event stream of `job` events", content: { "text/event-stream": { schema: z.string() } } },
    ...errorResponses(403, 404),
  },
});

/** How often the event stream re-reads the job, and how long one stream lasts. */
const EVENT_POLL_MS = 400;
const EVENT_STREAM_MAX_MS = 4 * 60 * 1000;

export const jobsRouter = new OpenAPIHono<AppEnv>({ defaultHook })
  .openapi(getJobRoute, async (c) => {
    const job = await getJob(requestDeps(c), c.var.actor, c.req.valid("param").id);
    return c.json(job, 200);
  })
  .openapi(jobEventsRoute, async (c) => {
    const { id } = c.req.valid("param");
    // Unknown or foreign jobs answer 404 before the stream opens.
    let job = await getJob(requestDeps(c), c.var.actor, id);
    return streamSSE(c, async (stream) => {
      // Wall time of this stream (a timer, not the business clock: a fixed test clock must not keep it open).
      const started = Date.now();
      let lastStatus = "";
      while (!stream.aborted) {
        if (job.status !== lastStatus) {
          lastStatus = job.status;
          await stream.writeSSE({ event: "job", data: JSON.stringify(job), id: `${job.id}:${job.status}` });
        }
        if (job.status === "completed" || job.status === "failed") break;
        if (Date.now() - started > EVENT_STREAM_MAX_MS) break;
        await stream.sleep(EVENT_POLL_MS);
        job = await getJob(requestDeps(c), c.var.actor, id);
      }
    }) as never;
  });
