/**
 * Fault injection for the reliability benchmark and tests: a D1Database whose statements fail
 * like D1 does under trouble ("D1_ERROR ..."), at a rate or when their SQL matches. Wired into
 * the analysis Worker only in development and only when FAULT_D1_ERROR_RATE is set
 * (withConfiguredFaults); production never injects anything.
 */
import { isDevelopment } from "../worker/lib/environment";
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

const REAL = Symbol("real statement");
type Wrapped = D1PreparedStatement & { [REAL]: D1PreparedStatement; sql: string };

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
  const wrap = (real: D1PreparedStatement, sql: string): Wrapped => {
    const guarded =
      <K extends "run" | "all" | "first" | "raw">(name: K) =>
      (...args: unknown[]) => {
        if (shouldFail(sql)) return Promise.reject(new InjectedD1Error(sql));
        return (real[name] as (...a: unknown[]) => unknown).apply(real, args);
      };
    return {
      [REAL]: real,
      sql,
      bind: (...values: unknown[]) => wrap(real.bind(...values), sql),
      run: guarded("run"),
      all: guarded("all"),
      first: guarded("first"),
      raw: guarded("raw"),
    } as unknown as Wrapped;
  };
  return {
    get faults() {
      return state.faults;
    },
    prepare: (sql: string) => wrap(db.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) => {
      const wrapped = statements as Wrapped[];
      // A batch is one transaction: it fails as a whole.
      if (wrapped.some((s) => shouldFail(s.sql))) return Promise.reject(new InjectedD1Error(wrapped[0]!.sql));
      return db.batch(wrapped.map((s) => s[REAL] ?? s));
    },
    exec: (sql: string) => db.exec(sql),
    dump: () => db.dump(),
    withSession: (...args: Parameters<D1Database["withSession"]>) => db.withSession(...args),
  } as unknown as D1Database & { faults: number };
}

/** The env the analysis Worker runs with: D1 faults only in development with FAULT_D1_ERROR_RATE set. */
export function withConfiguredFaults(env: Env): Env {
  const rate = Number(env.FAULT_D1_ERROR_RATE ?? 0);
  if (!isDevelopment(env) || !(rate > 0)) return env;
  return { ...env, DB: withD1Faults(env.DB, { rate }) };
}
