/**
 * Fault injection for the reliability benchmark and tests: a D1Database whose statements fail
 * like D1 does under trouble ("D1_ERROR ..."), at a rate or when their SQL matches. Wired into
 * the analysis Worker only in development and only when FAULT_D1_ERROR_RATE is set
 * (withConfiguredFaults); production never injects anything.
 */
import { interceptD1 } from "@core/db/intercept-d1";
import { isDevelopment } from "@core/lib/environment";
import type { Env } from "./env";

export interface D1FaultOptions {
  /** Probability (0-1) that a statement or batch fails. */
  rate?: number;
  /** Statements whose SQL matches fail (each time, or `times` times). */
  match?: RegExp;
  times?: number;
  random?: () => number;
}

export class InjectedD1Error extends Error {
  constructor(sql: string) {
    super(`D1_ERROR: injected fault (${sql.slice(0, 60)})`);
    this.name = "InjectedD1Error";
  }
}

export function withD1Faults(db: D1Database, options: D1FaultOptions): D1Database & { faults: number } {
  const random = options.random ?? Math.random;
  let left = options.times ?? Infinity;
  const state = { faults: 0 };
  const shouldFail = (sql: string) => {
    const matched = options.match ? options.match.test(sql) && left > 0 : random() < (options.rate ?? 0);
    if (matched) {
      if (options.match) left--;
      state.faults++;
    }
    return matched;
  };
  // A batch is one transaction: it fails as a whole.
  const faulty = interceptD1(db, (sql, run) => (shouldFail(sql) ? Promise.reject(new InjectedD1Error(sql)) : run()));
  return Object.defineProperty(faulty, "faults", { get: () => state.faults }) as D1Database & { faults: number };
}

/** The env the analysis Worker runs with: D1 faults only in development with FAULT_D1_ERROR_RATE set. */
export function withConfiguredFaults(env: Env): Env {
  const rate = Number(env.FAULT_D1_ERROR_RATE ?? 0);
  if (!isDevelopment(env) || !(rate > 0)) return env;
  return { ...env, DB: withD1Faults(env.DB, { rate }) };
}
