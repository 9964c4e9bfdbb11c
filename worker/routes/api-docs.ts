import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { defaultHook } from "../http/openapi";

/** Where the build puts the reference's files (web/api-reference-plugin.ts). */
const ASSETS = "/assets/api-reference";

/**
 * The page's own policy: the reference's script and styles from this origin only (no CDN, no
 * inline script), the document and "Try it out" requests to this origin only.
 */
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'";

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API reference · Rapid Risk Review</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
</head>
<body>
<main id="api-reference"><p>Loading the API reference… It needs JavaScript; the document itself is <a href="/api/openapi.json">/api/openapi.json</a>.</p></main>
<script src="${ASSETS}/swagger-ui-bundle.js"></script>
<script src="${ASSETS}/init.js"></script>
</body>
</html>
`;

const docsRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The interactive API reference",
  description: "Permission: anyone. An HTML page rendering /api/openapi.json (Swagger UI, served by this app).",
  responses: { 200: { description: "The reference page", content: { "text/html": { schema: z.string() } } } },
});

export const apiDocsRouter = new OpenAPIHono<AppEnv>({ defaultHook }).openapi(docsRoute, (c) =>
  c.html(PAGE, 200, { "content-security-policy": CSP, "cache-control": "no-cache" }),
);
