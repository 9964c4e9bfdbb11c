import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { requireSignedIn } from "../auth/middleware";
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from "@core/domain/notifications/notification-preferences";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import { NotificationPreferences, UpdateNotificationPreferences } from "@core/contract/notifications";

const getRoute = createRoute({
  method: "get",
  path: "/",
  summary: "The signed-in user's notification switches",
  description:
    "Permission: any signed-in user, their own. Defaults until saved: Assessment Completed, Approval Requests and " +
    "Comments & Mentions on, Weekly Digest off. In-app notifications always appear; the switches decide the e-mails.",
  responses: {
    200: { description: "The switches", content: { "application/json": { schema: NotificationPreferences } } },
    ...errorResponses(401),
  },
});

const putRoute = createRoute({
  method: "put",
  path: "/",
  summary: "Save the signed-in user's notification switches",
  description: "Permission: any signed-in user, their own. Switches left out keep their value.",
  request: { body: { content: { "application/json": { schema: UpdateNotificationPreferences } }, required: true } },
  responses: {
    200: { description: "The switches now", content: { "application/json": { schema: NotificationPreferences } } },
    ...errorResponses(400, 401),
  },
});

export const notificationPreferencesRouter = new OpenAPIHono<AppEnv>({ defaultHook });
notificationPreferencesRouter.use("*", requireSignedIn());
notificationPreferencesRouter
  .openapi(getRoute, async (c) => c.json(await getNotificationPreferences(requestDeps(c), c.var.actor), 200))
  .openapi(putRoute, async (c) =>
    c.json(await updateNotificationPreferences(requestDeps(c), c.var.actor, c.req.valid("json")), 200),
  );
