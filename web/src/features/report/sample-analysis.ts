// The sample is shared with the server, which renders its PDF for signed-in users.
export { SAMPLE_ANALYSIS } from "../../../../worker/shared/sample-analysis";
