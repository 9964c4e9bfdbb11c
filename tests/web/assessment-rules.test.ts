import { describe, expect, it } from "vitest";
import { validateAssessmentSearch } from "@web/features/assessments/assessment-search";
import { countLine, hasFilters, RISK_FILTERS, STATUS_FILTERS } from "@web/features/assessments/list-filters";
import {
  assessmentTitle,
  fileNamePart,
  isHighRisk,
  riskLevelLabel,
  scoreProgress,
  statusBadge,
  usagePercent,
} from "@core/contract/assessment-rules";
import { AssessmentFilters } from "@core/contract/assessments";
import { levelBand, riskBand, riskLevelOf } from "@core/contract/risk-bands";
import { csvCell, toCsv } from "@core/lib/csv";
import { hasSourceData, missingPageWarnings } from "@core/contract/report-pages";

describe("badges", () => {
  it.each([
    ["low", "low"],
    ["medium", "medium"],
    ["high", "high"],
    ["critical", "high"],
    [null, "none"],
    ["weird", "none"],
  ])("risk level %s is shown in the %s band, as its scores are", (level, band) => {
    expect(levelBand(level)).toBe(band);
    // The badge of a level and the colour of a score of that level agree.
    if (level === "low") expect(riskBand(2)).toBe(band);
    if (level === "medium") expect(riskBand(4.8)).toBe(band);
    if (level === "critical") expect(riskBand(9.5)).toBe(band);
  });

  it.each([
    ["completed", "default"],
    ["processing", "secondary"],
    ["failed", "destructive"],
    ["pending_review", "outline"],
    ["draft", "outline"],
    ["archived", "outline"],
  ])("status %s -> %s", (status, variant) => expect(statusBadge(status)).toBe(variant));

  it("labels risk levels with an Unknown fallback", () => {
    expect(riskLevelLabel("critical")).toBe("Critical");
    expect(riskLevelLabel(undefined)).toBe("Unknown");
  });
});

describe("score cards", () => {
  it.each([
    [10, "high"],
    [7.7, "high"],
    [6.1, "high"],
    [6, "medium"],
    [4.8, "medium"],
    [3.1, "medium"],
    [3, "low"],
    [0, "low"],
    [null, "none"],
  ])("score %s is coloured by the %s band, like its label", (score, band) => {
    expect(riskBand(score)).toBe(band);
    if (score !== null)
      expect(riskLevelLabel(riskLevelOf(score)).toLowerCase()).toContain(
        band === "high" && score >= 9 ? "critical" : band,
      );
  });

  it("bars are score x 10, within 0-100", () => {
    expect(scoreProgress(6.5)).toBe(65);
    expect(scoreProgress(10)).toBe(100);
    expect(scoreProgress(12)).toBe(100);
    expect(scoreProgress(undefined)).toBe(0);
  });

  it("high risk is the high band, above 6 (a score of 7 is high too, by the bands)", () => {
    expect(isHighRisk(7)).toBe(true);
    expect(isHighRisk(6.5)).toBe(true);
    expect(isHighRisk(6)).toBe(false);
    expect(isHighRisk(null)).toBe(false);
  });
});

describe("usage and names", () => {
  it("usage percent is used / limit rounded; no limit means the default 10", () => {
    expect(usagePercent(3, 10)).toBe(30);
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(2, 3)).toBe(67);
    expect(usagePercent(4, 0)).toBe(40);
    expect(usagePercent(12, 10)).toBe(120);
  });

  it("cards show the tool name or the address", () => {
    expect(assessmentTitle({ tool_name: " Notion ", url: "https://notion.so/" })).toBe("Notion");
    expect(assessmentTitle({ tool_name: "", url: "https://notion.so/" })).toBe("https://notion.so/");
  });

  it("file names keep the vendor's name readable", () => {
    expect(fileNamePart("Acme Notes, Inc.")).toBe("Acme-Notes-Inc");
    expect(fileNamePart("Café Ünïcode")).toBe("Cafe-Unicode");
    expect(fileNamePart("///")).toBe("vendor");
  });
});

describe("list filters in the address", () => {
  const cases: Record<string, unknown>[] = [
    {},
    { q: "  notion " },
    { q: "" },
    { q: "x".repeat(201) },
    { status: "archived" },
    { status: "all" },
    { status: "deleted" },
    { risk: "critical" },
    { risk: "extreme" },
    { decision: "trial_ended" },
    { decision: "approved", risk: "low" },
    { decision: "maybe" },
    { status: 3, risk: ["high"] },
  ];

  it.each(cases)("%j agrees with the API's filters", (search) => {
    const spa = validateAssessmentSearch(search);
    const api = AssessmentFilters.safeParse(search);
    if (api.success) {
      const normalized = Object.fromEntries(
        Object.entries(api.data).filter(([, v]) => v !== undefined && v !== "" && v !== "all"),
      );
      expect(spa).toEqual(normalized);
    } else {
      // The API refuses it; the page drops the bad value and shows the list without it.
      for (const key of Object.keys(spa) as (keyof typeof spa)[])
        expect(AssessmentFilters.safeParse({ [key]: spa[key] }).success).toBe(true);
    }
  });

  it("says whether filters narrow the list, and counts", () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ risk: "low" })).toBe(true);
    expect(hasFilters({ decision: "rejected" })).toBe(true);
    expect(countLine(1, false)).toBe("Showing 1 assessment");
    expect(countLine(25, true)).toBe("Showing 25+ assessments");
  });
});

describe("CSV (RFC 4180, formula injection guard)", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=1+2", "'=1+2"],
    ["+31 20 123", "'+31 20 123"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTAB", "'\tTAB"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
  ])("%j -> %j", (value, cell) => expect(csvCell(value)).toBe(cell));

  it("writes numbers as numbers (negative ones unguarded) and empty cells for nothing", () => {
    expect(csvCell(-1.5)).toBe("-1.5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
    expect(toCsv(["A", "B"], [["x", 1]])).toBe("A,B\r\nx,1\r\n");
  });
});

describe("missing-page warnings", () => {
  const page = { url: "https://v.com/", scrapedAt: "2026-01-01T00:00:00Z", contentLength: 10, excerpt: "" };
  it("warn for each kind of page not found, but not without source tracking", () => {
    expect(missingPageWarnings({ main_page: null, pricing_pages: [], legal_pages: [], security_pages: [] })).toEqual(
      [],
    );
    expect(hasSourceData({ main_page: page, pricing_pages: [], legal_pages: [], security_pages: [] })).toBe(true);
    const kinds = missingPageWarnings({
      main_page: page,
      pricing_pages: [],
      legal_pages: [],
      security_pages: [page],
    }).map((w) => w.kind);
    expect(kinds).toEqual(["pricing", "legal"]);
    const legal = missingPageWarnings({
      main_page: page,
      pricing_pages: [page],
      legal_pages: [],
      security_pages: [page],
    })[0]!;
    expect(legal.text).toContain("critical risk for B2B procurement");
  });
});

describe("risk level of a score without one", () => {
  it.each([0, 3, 3.5, 6, 6.5, 8.9, 9, 10])("%s agrees with the server's riskLevel()", async (score) => {
    const { riskLevel } = await import("@core/contract/analysis");
    expect(riskLevelOf(score)).toBe(riskLevel(score));
  });
});

describe("filter options", () => {
  it("offer every value the address accepts, plus all", async () => {
    const { DECISION_VALUES, RISK_VALUES, STATUS_VALUES } = await import("@web/features/assessments/assessment-search");
    const { DECISION_FILTERS } = await import("@web/features/assessments/list-filters");
    const { ApprovalStatus } = await import("@core/contract/enums");
    expect([...DECISION_VALUES].sort()).toEqual([...ApprovalStatus.options].sort());
    expect(DECISION_FILTERS.map((o) => o.label)).toEqual([
      "All decisions",
      "Pending",
      "Approved",
      "Rejected",
      "Changes requested",
      "Approved with conditions",
      "Trial",
      "Trial ended",
      "Retired",
    ]);
    expect(
      STATUS_FILTERS.map((o) => o.value)
        .filter((v) => v !== "all")
        .sort(),
    ).toEqual([...STATUS_VALUES].sort());
    expect(RISK_FILTERS.map((o) => o.value).filter((v) => v !== "all")).toEqual([...RISK_VALUES]);
  });
});
