import { defineConfig } from "drizzle-kit";

// drizzle-kit owns migrations/ (its meta/_journal.json numbers them); wrangler applies the SQL.
export default defineConfig({
  dialect: "sqlite",
  schema: "./core/db/schema/index.ts",
  out: "./migrations",
});
