/**
 * A D1Database whose every statement and batch runs through `around` (which may retry it, fail
 * it, time it). Statements keep the real ones inside, so batches still go to D1 as batches.
 * Used for retrying busy databases (retry-busy.ts) and by the analysis Worker's fault seam.
 */
const REAL = Symbol("real statement");
type Wrapped = D1PreparedStatement & { [REAL]: D1PreparedStatement; sql: string };

export type Around = <T>(sql: string, run: () => Promise<T>) => Promise<T>;

export function interceptD1(db: D1Database, around: Around): D1Database {
  const wrap = (real: D1PreparedStatement, sql: string): Wrapped => {
    const call =
      (name: "run" | "all" | "first" | "raw") =>
      (...args: unknown[]) =>
        around(sql, () => (real[name] as (...a: unknown[]) => Promise<unknown>).apply(real, args));
    return {
      [REAL]: real,
      sql,
      bind: (...values: unknown[]) => wrap(real.bind(...values), sql),
      run: call("run"),
      all: call("all"),
      first: call("first"),
      raw: call("raw"),
    } as unknown as Wrapped;
  };
  return {
    prepare: (sql: string) => wrap(db.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) => {
      const wrapped = statements as Wrapped[];
      return around(wrapped.map((s) => s.sql).join(";\n"), () => db.batch(wrapped.map((s) => s[REAL] ?? s)));
    },
    exec: (sql: string) => db.exec(sql),
    dump: () => db.dump(),
    withSession: (...args: Parameters<D1Database["withSession"]>) => db.withSession(...args),
  } as unknown as D1Database;
}
