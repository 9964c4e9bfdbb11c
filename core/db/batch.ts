import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./index";

export type Statement = BatchItem<"sqlite">;

/**
 * Runs statements built as a list (some conditional) as one atomic db.batch; nothing for an
 * empty list. db.batch itself wants a non-empty tuple type.
 */
export async function runBatch(db: Db, statements: Statement[]): Promise<void> {
  if (statements.length === 0) return;
  await db.batch(statements as [Statement, ...Statement[]]);
}
