/**
 * The weekly digest lists the week's vendor changes: per tool the number of changes, the most
 * severe and its summary, only tools the reader can see, none from outside the week.
 */
import { describe, expect, it } from "vitest";
import { vendorChangesTable, vendorChecksTable } from "@core/db/schema";
import type { EmailMessage, EmailTransport } from "@core/email/email-sender";
import { sendWeeklyDigest } from "@core/domain/notifications/send-weekly-digest";
import { db } from "./helpers";
import { assessmentBy, reviewOrg, setSwitches } from "./review-support";

describe("the weekly digest's vendor changes", () => {
  it("lists the week's changes by tool, most severe first, for those who can see the tool", async () => {
    const org = await reviewOrg("Changes Digest Co");
    await setSwitches(org.reviewer, { weeklyDigest: true });
    await setSwitches(org.member, { weeklyDigest: true });
    const watched = await assessmentBy(org, org.analyst, {
      toolName: "Northwind",
      createdAt: "2030-01-01T00:00:00.000Z",
    });
    const quiet = await assessmentBy(org, org.analyst, {
      toolName: "Quillmate",
      createdAt: "2030-01-01T00:00:00.000Z",
    });
    const inWeek = (day: number, hour = 12) => new Date(Date.UTC(2030, 3, day, hour)).toISOString();
    const checkId = crypto.randomUUID();
    await db()
      .insert(vendorChecksTable)
      .values({
        id: checkId,
        vendorKey: watched.vendorKey,
        url: watched.url,
        trigger: "scheduled",
        slot: checkId,
        status: "completed",
        createdAt: inWeek(2),
        updatedAt: inWeek(2),
      });
    const change = (
      i: number,
      vendor: string,
      detectedAt: string,
      severity: "high" | "medium" | "low",
      summary: string,
    ) => ({
      id: `${checkId}:${i}`,
      vendorKey: vendor,
      checkId,
      detectedAt,
      kind: "document_changed" as const,
      severity,
      summary,
      details: "{}",
    });
    await db()
      .insert(vendorChangesTable)
      .values([
        change(1, watched.vendorKey, inWeek(2), "medium", "Pricing page changed: 2 sentences added, 1 removed."),
        change(2, watched.vendorKey, inWeek(2, 13), "high", "SOC 2 Type II is no longer stated as attained."),
        change(3, quiet.vendorKey, inWeek(3), "low", "Security page changed: 1 sentence added, 0 removed."),
        // Outside the week.
        change(4, watched.vendorKey, "2030-03-20T00:00:00.000Z", "high", "An old change."),
      ]);
    const delivered: EmailMessage[] = [];
    const transport: EmailTransport = { name: "fake", deliver: async (m) => void delivered.push(m) };
    await sendWeeklyDigest({
      db: db(),
      transport,
      now: () => new Date("2030-04-08T08:00:00Z"),
      appOrigin: "https://risk.example.com",
    });
    const [reviewerMail] = delivered.filter((m) => m.to === org.reviewer.email);
    expect(reviewerMail!.text).toContain(
      [
        "- Vendor changes: 3 on 2 tools (https://risk.example.com/dashboard/changes):",
        "    - Northwind, high: SOC 2 Type II is no longer stated as attained. (+1 more)",
        "    - Quillmate, low: Security page changed: 1 sentence added, 0 removed.",
      ].join("\n"),
    );
    expect(reviewerMail!.text).not.toContain("An old change");
    // A member sees only their own assessments: none of these.
    const [memberMail] = delivered.filter((m) => m.to === org.member.email);
    expect(memberMail!.text).not.toContain("Vendor changes");
  });
});
