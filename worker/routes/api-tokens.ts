import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { requireSignedIn } from "../auth/middleware";
import { createApiToken } from "@core/domain/api-tokens/create-api-token";
import { listApiTokens } from "@core/domain/api-tokens/list-api-tokens";
import { revokeApiToken } from "@core/domain/api-tokens/revoke-api-token";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import { ApiToken, CreateApiTokenRequest, CreatedApiToken } from "@core/contract/api-tokens";
import { ListPage, ListQuery } from "@core/contract/list";

const IdParams = z.object({ id: z.string().min(1).max(64) });
const PERMISSION = "Permission: `organization.manage` (admins), their own organization's tokens; never an API token.";

const createTokenRoute = createRoute({
  method: "post",
  path: "/",
  summary: "Create an API token",
  description:
    `${PERMISSION} The secret (\`token\`: \`rrr_\`, 30 random characters and a CRC32 checksum) is in this answer only; ` +
    "the product keeps its hash. `expires_at` is required, in the future and at most one year away. Audited as API_TOKEN_CREATED.",
  request: { body: { content: { "application/json": { schema: CreateApiTokenRequest } }, required: true } },
  responses: {
    201: { description: "The token, with its secret", content: { "application/json": { schema: CreatedApiToken } } },
    ...errorResponses(400, 401, 403),
  },
});

const listTokensRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The organization's API tokens",
  description: `${PERMISSION} Newest first, revoked and expired ones too; \`q\` matches the name or the prefix. Never a secret.`,
  request: { query: ListQuery },
  responses: {
    200: { description: "A page of tokens", content: { "application/json": { schema: ListPage(ApiToken) } } },
    ...errorResponses(400, 401, 403),
  },
});

const revokeTokenRoute = createRoute({
  method: "delete",
  path: "/{id}",
  summary: "Revoke an API token",
  description: `${PERMISSION} It stops working at once (401 on its next request). Audited as API_TOKEN_REVOKED.`,
  request: { params: IdParams },
  responses: { 204: { description: "Revoked" }, ...errorResponses(401, 403, 404) },
});

export const apiTokensRouter = new OpenAPIHono<AppEnv>({ defaultHook });
apiTokensRouter.use("*", requireSignedIn());
apiTokensRouter
  .openapi(createTokenRoute, async (c) =>
    c.json(await createApiToken(requestDeps(c), c.var.actor, c.req.valid("json")), 201),
  )
  .openapi(listTokensRoute, async (c) =>
    c.json(await listApiTokens(requestDeps(c), c.var.actor, c.req.valid("query")), 200),
  )
  .openapi(revokeTokenRoute, async (c) => {
    await revokeApiToken(requestDeps(c), c.var.actor, c.req.valid("param").id);
    return c.body(null, 204);
  });
