/**
 * Concurrency limits for outgoing requests: a global cap (Workers allow 6 open connections per
 * invocation; more just queue inside the runtime) and a smaller per-host cap so one vendor
 * host is never hit by more than a few requests at once.
 */
export class Limiter {
  private active = 0;
  private readonly perHost = new Map<string, number>();
  private readonly waiting: { host: string; start: () => void }[] = [];

  constructor(
    readonly globalLimit: number,
    readonly hostLimit: number,
  ) {}

  async run<T>(host: string, task: () => Promise<T>): Promise<T> {
    await this.acquire(host);
    try {
      return await task();
    } finally {
      this.release(host);
    }
  }

  private canStart(host: string): boolean {
    return this.active < this.globalLimit && (this.perHost.get(host) ?? 0) < this.hostLimit;
  }

  private acquire(host: string): Promise<void> {
    if (this.canStart(host) && this.waiting.length === 0) {
      this.take(host);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.waiting.push({
        host,
        start: () => {
          this.take(host);
          resolve();
        },
      });
      this.pump();
    });
  }

  private take(host: string) {
    this.active++;
    this.perHost.set(host, (this.perHost.get(host) ?? 0) + 1);
  }

  private release(host: string) {
    this.active--;
    const n = (this.perHost.get(host) ?? 1) - 1;
    if (n <= 0) this.perHost.delete(host);
    else this.perHost.set(host, n);
    this.pump();
  }

  /** Starts waiting tasks in arrival order, skipping those whose host is at its limit. */
  private pump() {
    for (let i = 0; i < this.waiting.length && this.active < this.globalLimit;) {
      const w = this.waiting[i]!;
      if (this.canStart(w.host)) {
        this.waiting.splice(i, 1);
        w.start();
      } else i++;
    }
  }
}
