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

/**
 * A check of a watched vendor (vendor monitoring): crawl and analyze it again, compare with its
 * previous check, and tell the organizations that watch it. Checks use no organization's quota.
 */
export const CheckMessage = z.object({
  v: z.literal(1),
  type: z.literal("check"),
  checkId: z.string().min(1),
  vendorKey: z.string().min(1),
  url: z.string().url(),
});
export type CheckMessage = z.infer<typeof CheckMessage>;

export const QueueMessage = z.discriminatedUnion("type", [AnalyzeMessage, CheckMessage]);
export type QueueMessage = z.infer<typeof QueueMessage>;
