import type { Reporter, TestModule } from "vitest/node";
import { SKIP_BROWSER_TESTS } from "./browser-setup";

/**
 * Prints, after Vitest's summary, how many tests were skipped and why, so that a run that
 * skipped anything never looks the same as one that ran everything; and, when browser tests ran,
 * whether they saved their screenshots.
 */
export default class SkippedTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const browserTestsRan = testModules.some((m) => m.project.name === "e2e" && m.state() !== "skipped");
    if (browserTestsRan && process.env.E2E_SCREENSHOTS !== "1")
      process.stdout.write(
        "\nScreenshots of the browser tests were not saved (npm run test:screenshots saves them in tests/artifacts).\n",
      );
    const reasons = new Map<string, number>();
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state !== "skipped") continue;
        const reason =
          SKIP_BROWSER_TESTS && test.options.tags?.includes("browser")
            ? "SKIP_BROWSER_TESTS=1 (they need a browser)"
            : (result.note ??
              (test.options.mode === "todo" ? "marked todo" : `marked skip in ${module.relativeModuleId}`));
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      }
    }
    const total = [...reasons.values()].reduce((a, b) => a + b, 0);
    if (total === 0) return;
    const lines = [...reasons].map(([reason, n]) => `  ${n} ${reason}`);
    process.stdout.write(`\n${total} test${total === 1 ? "" : "s"} skipped:\n${lines.join("\n")}\n`);
  }
}
