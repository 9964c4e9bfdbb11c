import type { Context } from "hono";
import type { AppEnv, Env } from "../env";
import type { PdfReport, PdfSource } from "@core/domain/assessments/export-assessment-pdf";
import { AppError } from "@core/lib/errors";
import { renderPrintView } from "./print-view";
import { browserPdfRenderer } from "./render-pdf";

/** A report to PDF bytes: the print view rendered by Browser Rendering. 503 when no browser is bound. */
export function renderReportPdf(env: Env): (report: PdfReport) => Promise<Uint8Array> {
  return async (report) => {
    const binding = (env as Partial<Env>).BROWSER;
    if (!binding) throw new AppError("INTERNAL", 503, "PDF export is not available right now. Please try again later.");
    return browserPdfRenderer(binding)(await renderPrintView(report));
  };
}

/** A PDF download: the file name in plain ASCII and in RFC 5987 form; whether it came from the cache. */
export function pdfResponse(c: Context<AppEnv>, pdf: Uint8Array, fileName: string, source: PdfSource): Response {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "");
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    "x-pdf-cache": source === "cache" ? "hit" : "miss",
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    "content-length": String(pdf.byteLength),
  });
}
