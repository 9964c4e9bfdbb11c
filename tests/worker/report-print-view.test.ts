/**
 * The PDF's print view as the browser that prints it draws it (Browser Rendering, locally the
 * Chromium behind Miniflare's shim): every score bar is filled to its score, in the colour of
 * the score's risk band, like the number and the label beside it.
 */
import puppeteer from "@cloudflare/puppeteer";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SAMPLE_ANALYSIS } from "@core/contract/sample-analysis";
import { renderPrintView } from "@worker/report-pdf/print-view";

const BAND_RGB = { low: "rgb(21, 128, 61)", medium: "rgb(180, 83, 9)", high: "rgb(185, 28, 28)" };

describe("the PDF's print view", () => {
  it("fills each score bar to score x 10 % in its risk band's colour", async () => {
    const analysis = {
      ...SAMPLE_ANALYSIS,
      overall_risk: { ...SAMPLE_ANALYSIS.overall_risk, score: 7.7, level: "high" as const },
      pricing_risk: { ...SAMPLE_ANALYSIS.pricing_risk, score: 4.8, level: "medium" as const },
      privacy_legal_risk: { ...SAMPLE_ANALYSIS.privacy_legal_risk, score: 2, level: "low" as const },
      security_risk: { ...SAMPLE_ANALYSIS.security_risk, score: 6.5, level: "high" as const },
    };
    const html = await renderPrintView({ analysis, metadata: null, generatedAt: "2026-11-20T10:00:00.000Z" } as never);
    const browser = await puppeteer.launch(env.BROWSER as never);
    try {
      const page = await browser.newPage();
      await page.setJavaScriptEnabled(false);
      await page.setContent(html, { waitUntil: "load" });
      await page.emulateMediaType("print");
      // Runs in the page (this project's types have no DOM): each card's number, label and bar.
      const bars = (await page.evaluate(`[...document.querySelectorAll(".score")].map((card) => {
        const track = card.querySelector(".bar");
        const fill = track.firstElementChild;
        const box = fill.getBoundingClientRect();
        return {
          value: card.querySelector(".value").textContent,
          label: card.querySelector(".small:not(.muted)").textContent,
          filled: Math.round((box.width / track.getBoundingClientRect().width) * 100),
          height: box.height,
          fill: getComputedStyle(fill).backgroundColor,
          number: getComputedStyle(card.querySelector(".value")).color,
        };
      })`)) as { value: string; label: string; filled: number; height: number; fill: string; number: string }[];
      expect(bars.map((b) => [b.value, b.label, b.filled, b.height > 0, b.fill])).toEqual([
        ["7.7/10", "High risk", 77, true, BAND_RGB.high],
        ["4.8/10", "Medium risk", 48, true, BAND_RGB.medium],
        ["2/10", "Low risk", 20, true, BAND_RGB.low],
        ["6.5/10", "High risk", 65, true, BAND_RGB.high],
      ]);
      for (const b of bars) expect(b.number).toBe(b.fill);
    } finally {
      await browser.close();
    }
  });

  it("prints where else the vendor says what a finding quotes, each quote with its page", async () => {
    const [first, ...rest] = SAMPLE_ANALYSIS.pricing_risk.findings;
    const more = { source_url: "https://acme.example.com/faq", quote: "You can cancel at any time from Settings." };
    const analysis = {
      ...SAMPLE_ANALYSIS,
      pricing_risk: { ...SAMPLE_ANALYSIS.pricing_risk, findings: [{ ...first!, more_evidence: [more] }, ...rest] },
    };
    const html = await renderPrintView({ analysis, metadata: null, generatedAt: "2026-11-20T10:00:00.000Z" } as never);
    expect(html).toContain("Also stated: “You can cancel at any time from Settings.”");
    expect(html).toContain('<a href="https://acme.example.com/faq">');
    const plain = await renderPrintView({
      analysis: SAMPLE_ANALYSIS,
      metadata: null,
      generatedAt: "2026-11-20T10:00:00.000Z",
    } as never);
    expect(plain).not.toContain("Also stated");
  });
});
