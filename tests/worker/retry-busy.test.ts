/**
 * "database is locked" (SQLITE_BUSY) means a statement did not run: it is retried a few times.
 * Any other error is not (it may have run).
 */
import { describe, expect, it } from "vitest";
import { retryBusy } from "@core/db/retry-busy";

function fakeD1(failures: Error[]) {
  let calls = 0;
  const statement = {
    bind: () => statement,
    run: async () => {
      calls++;
      const err = failures.shift();
      if (err) throw err;
      return { success: true, meta: {} };
    },
  };
  const db = { prepare: () => statement, batch: async () => [] } as unknown as D1Database;
  return { db, calls: () => calls };
}

const busy = () => new Error("D1_ERROR: database is locked: SQLITE_BUSY");

describe("retryBusy", () => {
  it("runs a statement again after SQLITE_BUSY", async () => {
    const fake = fakeD1([busy(), new Error("Failed query", { cause: busy() })]);
    await expect(retryBusy(fake.db).prepare("UPDATE t SET a = 1").bind().run()).resolves.toMatchObject({
      success: true,
    });
    expect(fake.calls()).toBe(3);
  });

  it("gives up after a few tries, and never retries other errors", async () => {
    const stuck = fakeD1(Array.from({ length: 10 }, busy));
    await expect(retryBusy(stuck.db).prepare("x").run()).rejects.toThrow(/SQLITE_BUSY/);
    expect(stuck.calls()).toBe(5);
    const other = fakeD1([new Error("D1_ERROR: Network connection lost")]);
    await expect(retryBusy(other.db).prepare("x").run()).rejects.toThrow(/Network connection lost/);
    expect(other.calls()).toBe(1);
  });
});
