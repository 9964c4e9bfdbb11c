// The sample is shared with the server, which renders its PDF for signed-in users.
export { SAMPLE_ANALYSIS } from "@core/contract/sample-analysis";

/** The sample as PDF, for signed-in users (GET /api/sample-report.pdf). */
export const SAMPLE_PDF_HREF = "/api/sample-report.pdf";
