import type { Context } from "hono";

/**
 * Runs work that the response need not wait for (counters): after the response on Workers
 * (waitUntil), inline where there is no execution context (tests calling app.request). A
 * failure is logged, never shown to the caller.
 */
export async function afterResponse(c: Context, work: () => Promise<void>): Promise<void> {
  const run = work().catch((err: unknown) =>
    console.error(JSON.stringify({ level: "error", msg: "background work failed", error: String(err) })),
  );
  let ctx: { waitUntil(promise: Promise<unknown>): void } | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    ctx = undefined;
  }
  if (ctx) ctx.waitUntil(run);
  else await run;
}
