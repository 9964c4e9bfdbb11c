/**
 * Concurrency limits for outgoing requests: a global cap (Workers allow 6 open connections per
 * invocation; more just queue inside the runtime) and a smaller per-host cap so one vendor
 * host is never hit by more than a few requests at once.
 *
 * Two layers of p-limit: a task first waits for a slot of its host, then for a global slot.
 * A host at its cap therefore queues only its own tasks; other hosts' tasks go ahead of them.
 */
import pLimit, { type LimitFunction } from "p-limit";

export class Limiter {
  private readonly global: LimitFunction;
  private readonly hosts = new Map<string, LimitFunction>();

  constructor(
    readonly globalLimit: number,
    readonly hostLimit: number,
  ) {
    this.global = pLimit(globalLimit);
  }

  run<T>(host: string, task: () => Promise<T>): Promise<T> {
    let perHost = this.hosts.get(host);
    if (!perHost) {
      perHost = pLimit(this.hostLimit);
      this.hosts.set(host, perHost);
    }
    return perHost(() => this.global(task));
  }
}
