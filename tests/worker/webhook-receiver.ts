/**
 * A local receiver for webhook and Slack deliveries: every test file's fetches to
 * *.receiver-example.com and hooks.slack.com land here instead of the network (the delivery
 * queue is consumed inside the test Worker). Tests read what arrived and choose the answer.
 */
import { vi } from "vitest";

export interface Received {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export const receiver = {
  received: [] as Received[],
  /** The status to answer, by URL (default 204). */
  statusOf: new Map<string, number>(),
  at(url: string): Received[] {
    return receiver.received.filter((r) => r.url === url);
  },
};

const original = globalThis.fetch;
vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input as RequestInfo, init);
  const host = new URL(request.url).hostname;
  // The receivers of the tests, and the made-up vendor host the OpenAPI fuzz registers as a webhook.
  const ours = [".receiver-example.com", ".example-vendor.com"].some((s) => host.endsWith(s));
  if (!ours && host !== "hooks.slack.com" && host !== "example-vendor.com") return original(input as RequestInfo, init);
  receiver.received.push({
    url: request.url,
    headers: Object.fromEntries(request.headers),
    body: await request.text(),
  });
  const status = receiver.statusOf.get(request.url) ?? 204;
  return new Response(status === 204 ? null : `receiver answered ${status}`, { status });
});
