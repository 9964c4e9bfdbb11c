import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createDb } from "@core/db";
import { flushCounts } from "@core/domain/analytics/count-event";

// Test files share one runtime (the project runs without per-file isolation: loading the app into
// a fresh runtime cost seconds per file), so each file starts here from what a fresh runtime
// gives: an empty database with every migration applied, and an empty cache. Counts the runtime
// keeps before writing them (the daily counters) are written first, into the database emptied next.
const migrations = (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS;

async function emptyDatabase() {
  const objects = await env.DB.prepare(
    "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'trigger', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
  ).all<{ type: "table" | "trigger" | "view"; name: string }>();
  if (objects.results.length === 0) return;
  const order = { trigger: 0, view: 1, table: 2 } as const;
  const drops = [...objects.results]
    .sort((a, b) => order[a.type] - order[b.type])
    .map((o) => env.DB.prepare(`DROP ${o.type.toUpperCase()} IF EXISTS "${o.name}"`));
  // Foreign keys are checked when the batch commits, when every table is gone.
  await env.DB.batch([env.DB.prepare("PRAGMA defer_foreign_keys = on"), ...drops]);
}

async function emptyCache() {
  let cursor: string | undefined;
  do {
    const page = await env.CACHE.list({ cursor });
    await Promise.all(page.keys.map((k) => env.CACHE.delete(k.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

await flushCounts(createDb(env.DB), new Date());
await emptyDatabase();
await emptyCache();
await applyD1Migrations(env.DB, migrations);
