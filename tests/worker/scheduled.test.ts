/// <reference types="vite/client" />
/**
 * The web Worker's cron triggers: each expression of wrangler.toml has its job in
 * worker/scheduled.ts, and each trigger runs its own job only.
 */
import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import { organizationsTable, organizationUsageTable, pageViewsTable } from "@core/db/schema";
import type { Env } from "@worker/env";
import worker from "@worker/index";
import { SCHEDULED_JOBS } from "@worker/scheduled";
import { db } from "./helpers";

const RUN = new Date("2026-11-20T03:23:00.000Z");

function wranglerCrons(): string[] {
  const line = /^crons\s*=\s*\[(.*)\]/m.exec(wranglerToml);
  if (!line) throw new Error("wrangler.toml has no crons");
  return [...line[1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

async function seed() {
  const organizationId = crypto.randomUUID();
  const at = "2026-10-01T00:00:00.000Z";
  await db()
    .insert(organizationsTable)
    .values({ id: organizationId, name: "Cron Co", domain: `${organizationId}.test`, createdAt: at, updatedAt: at });
  const oldView = crypto.randomUUID();
  await db().insert(pageViewsTable).values({
    id: oldView,
    variant: "control",
    url: "https://app.test/",
    sessionId: "cron-test",
    createdAt: "2025-01-01T00:00:00.000Z",
  });
  return { organizationId, oldView };
}

const usageRows = async (organizationId: string) =>
  (await db().select().from(organizationUsageTable).where(eq(organizationUsageTable.organizationId, organizationId)))
    .length;
const pageViewLeft = async (id: string) =>
  (await db().select().from(pageViewsTable).where(eq(pageViewsTable.id, id))).length === 1;

describe("cron triggers", () => {
  it("every trigger of wrangler.toml has a job, and every job a trigger", () => {
    expect(Object.keys(SCHEDULED_JOBS).sort()).toEqual(wranglerCrons().sort());
  });

  it("the usage trigger records usage and leaves page views alone", async () => {
    const { organizationId, oldView } = await seed();
    await worker.scheduled(
      createScheduledController({ scheduledTime: RUN, cron: "15 0 * * *" }),
      env as unknown as Env,
    );
    expect(await usageRows(organizationId)).toBe(4);
    expect(await pageViewLeft(oldView)).toBe(true);
  });

  it("the upkeep trigger deletes old page views and records no usage", async () => {
    const { organizationId, oldView } = await seed();
    await worker.scheduled(
      createScheduledController({ scheduledTime: RUN, cron: "23 3 * * *" }),
      env as unknown as Env,
    );
    expect(await pageViewLeft(oldView)).toBe(false);
    expect(await usageRows(organizationId)).toBe(0);
  });

  it("an expression with no job runs nothing", async () => {
    const { organizationId, oldView } = await seed();
    await worker.scheduled(createScheduledController({ scheduledTime: RUN, cron: "0 0 1 1 *" }), env as unknown as Env);
    expect(await pageViewLeft(oldView)).toBe(true);
    expect(await usageRows(organizationId)).toBe(0);
  });
});
