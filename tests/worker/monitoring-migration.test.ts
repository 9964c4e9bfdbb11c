/// <reference types="vite/client" />
/**
 * The migration that watches assessments saved before vendor monitoring existed: weekly up to
 * the default cap per organization (the oldest vendors first), archived ones off, their vendors
 * due at once; running it again changes nothing.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import backfill from "../../migrations/0013_watch_saved_assessments.sql?raw";
import { assessmentMonitoringTable, monitoredVendorsTable } from "@core/db/schema";
import { db } from "./helpers";
import { reviewOrg } from "./review-support";
import { seedAssessment } from "./assessment-fixtures";

async function runBackfill() {
  for (const statement of backfill.split("--> statement-breakpoint")) {
    await env.DB.prepare(statement).run();
  }
}

describe("watching assessments saved before monitoring", () => {
  it("watches them weekly up to 100 vendors per organization, archived ones off, and makes their vendors due", async () => {
    const org = await reviewOrg("Backfill Org");
    const rows = [];
    for (let i = 0; i < 102; i++) {
      rows.push(
        await seedAssessment(org.orgId, org.analyst.userId, {
          url: `https://old-${i}-${crypto.randomUUID().slice(0, 6)}.example.com/`,
          createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
        }),
      );
    }
    const archived = await seedAssessment(org.orgId, org.analyst.userId, {
      url: `https://archived-${crypto.randomUUID().slice(0, 6)}.example.com/`,
      status: "archived",
    });
    await runBackfill();
    await runBackfill();
    const monitoring = await db()
      .select()
      .from(assessmentMonitoringTable)
      .where(eq(assessmentMonitoringTable.organizationId, org.orgId));
    expect(monitoring).toHaveLength(103);
    const frequencyOf = (id: string) => monitoring.find((m) => m.assessmentId === id)!.frequency;
    // The 100 oldest vendors are watched, the two newest are not, the archived one is off.
    expect(rows.slice(0, 100).every((r) => frequencyOf(r.id) === "weekly")).toBe(true);
    expect(rows.slice(100).map((r) => frequencyOf(r.id))).toEqual(["off", "off"]);
    expect(frequencyOf(archived.id)).toBe("off");
    const [vendor] = await db()
      .select()
      .from(monitoredVendorsTable)
      .where(eq(monitoredVendorsTable.vendorKey, rows[0]!.vendorKey));
    expect(vendor).toMatchObject({ url: rows[0]!.url, intervalSeconds: 604800, lastCheckedAt: null });
    expect(Date.parse(vendor!.nextCheckAt!)).toBeLessThanOrEqual(Date.now());
  });
});
