import { interceptD1 } from "./intercept-d1";

/**
 * "database is locked" (SQLITE_BUSY) means the statement did not run, so running it again is
 * safe. D1 in production serializes writes and does not report it; local development does when
 * two Workers run as separate processes on one SQLite file (the reliability benchmark). A few
 * retries with a short, growing pause keep such requests from failing.
 */
const BUSY = /SQLITE_BUSY|database is locked/i;
const PAUSES_MS = [20, 60, 150, 400];

function isBusy(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (BUSY.test(String((e as Error).message ?? e))) return true;
  }
  return false;
}

export function retryBusy(db: D1Database): D1Database {
  return interceptD1(db, async (_sql, run) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await run();
      } catch (err) {
        if (!isBusy(err) || attempt >= PAUSES_MS.length) throw err;
        await new Promise((r) => setTimeout(r, PAUSES_MS[attempt]! * (1 + Math.random())));
      }
    }
  });
}
