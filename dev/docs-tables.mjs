#!/usr/bin/env node
/**
 * The documentation's tables that mirror code, written from the code: who may call each route
 * (docs/api.md, from the "Permission:" sentence of each route's OpenAPI description) and the
 * platform settings (docs/operations.md, from SETTING_DEFINITIONS). A table sits between
 * `<!-- table:NAME -->` and `<!-- /table:NAME -->`; nothing else of the documents is touched.
 *
 *   node dev/docs-tables.mjs            rewrites the tables (`npm run docs:tables`)
 *   node dev/docs-tables.mjs --check    exits 1 when a table is not what the code gives
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { openApiDocumentFrom } from "./api-types.mjs";
import { withModules } from "./vite-modules.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const cell = (text) => String(text).replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();

/** `| route | who may call |`, one row per operation, in the document's order. */
export function routePermissionsTable(document) {
  const rows = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const match = /Permission:\s*(.*?\.)(?=\s|$)/s.exec(operation.description ?? "");
      rows.push(`| \`${method.toUpperCase()} ${path}\` | ${cell(match ? match[1] : "(not documented)")} |`);
    }
  }
  return ["| route | who may call |", "|---|---|", ...rows].join("\n");
}

/** `| key | default | environment fallback | what it does |`, from the settings' definitions. */
export function platformSettingsTable(definitions) {
  const rows = Object.entries(definitions).map(
    ([key, d]) =>
      `| \`${key}\` | \`${cell(JSON.stringify(d.default))}\` | ${d.env ? `\`${d.env}\`` : "–"} | ${cell(d.description)} |`,
  );
  return ["| key | default | environment fallback | what it does |", "|---|---|---|---|", ...rows].join("\n");
}

export function replaceTable(markdown, name, table) {
  const start = `<!-- table:${name} -->`;
  const end = `<!-- /table:${name} -->`;
  const a = markdown.indexOf(start);
  const b = markdown.indexOf(end);
  if (a < 0 || b < a) throw new Error(`No ${start} ... ${end} in the document`);
  return `${markdown.slice(0, a + start.length)}\n${table}\n${markdown.slice(b)}`;
}

/** Each document as the code gives it: [[file, expected text], ...]. */
export async function documentsWithTables() {
  // The routes' document and the settings' definitions, through one Vite loader (the code is TypeScript).
  const [document, definitions] = await withModules(async (load) => [
    await openApiDocumentFrom(load),
    (await load("/core/contract/platform-settings.ts")).SETTING_DEFINITIONS,
  ]);
  const edits = [
    ["docs/api.md", "route-permissions", routePermissionsTable(document)],
    ["docs/operations.md", "platform-settings", platformSettingsTable(definitions)],
  ];
  return edits.map(([file, name, table]) => [file, replaceTable(readFileSync(`${ROOT}${file}`, "utf8"), name, table)]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stale = [];
  for (const [file, text] of await documentsWithTables()) {
    if (readFileSync(`${ROOT}${file}`, "utf8") === text) continue;
    if (process.argv.includes("--check")) stale.push(file);
    else writeFileSync(`${ROOT}${file}`, text);
  }
  if (stale.length) {
    console.error(`Tables that mirror code are stale in ${stale.join(", ")}: run \`npm run docs:tables\`.`);
    process.exit(1);
  }
  console.log(process.argv.includes("--check") ? "The documentation's tables are current." : "Tables written.");
}
