/** Messages on the analysis queue. Versioned so producer and consumer can be deployed apart. */
import { z } from "zod";

export const JobScope = z.enum(["public", "org"]);
export type JobScope = z.infer<typeof JobScope>;

export const AnalyzeMessage = z.object({
  v: z.literal(1),
  type: z.literal("analyze"),
  jobId: z.string().min(1),
  scope: JobScope,
  url: z.string().url(),
});
export type AnalyzeMessage = z.infer<typeof AnalyzeMessage>;

export const QueueMessage = z.discriminatedUnion("type", [AnalyzeMessage]);
export type QueueMessage = z.infer<typeof QueueMessage>;
