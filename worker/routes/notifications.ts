import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { requireSignedIn } from "../auth/middleware";
import { listNotifications } from "@core/domain/notifications/list-notifications";
import { markAllNotificationsRead, markNotificationRead } from "@core/domain/notifications/mark-notifications-read";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import { NotificationList } from "@core/contract/notifications";

const listRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The bell: newest notifications and the unread count",
  description: "Permission: any signed-in user, their own. The 10 newest, newest first, and the count of all unread.",
  responses: {
    200: { description: "Notifications", content: { "application/json": { schema: NotificationList } } },
    ...errorResponses(401),
  },
});

const readRoute = createRoute({
  method: "post",
  path: "/{id}/read",
  summary: "Mark one notification read",
  description: "Permission: any signed-in user, their own notifications; another user's 404.",
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: { 204: { description: "Read" }, ...errorResponses(401, 404) },
});

const readAllRoute = createRoute({
  method: "post",
  path: "/read-all",
  summary: "Mark all of one's notifications read",
  description: "Permission: any signed-in user, their own notifications.",
  responses: { 204: { description: "All read" }, ...errorResponses(401) },
});

export const notificationsRouter = new OpenAPIHono<AppEnv>({ defaultHook });
notificationsRouter.use("*", requireSignedIn());
notificationsRouter
  .openapi(listRoute, async (c) => c.json(await listNotifications(requestDeps(c), c.var.actor), 200))
  .openapi(readAllRoute, async (c) => {
    await markAllNotificationsRead(requestDeps(c), c.var.actor);
    return c.body(null, 204);
  })
  .openapi(readRoute, async (c) => {
    await markNotificationRead(requestDeps(c), c.var.actor, c.req.valid("param").id);
    return c.body(null, 204);
  });
