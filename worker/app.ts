import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv, Env } from "./env";
import { createDb, type Db } from "@core/db";
import { createEmailSender, transportFromSettings, type EmailSender } from "@core/email/email-sender";
import { systemClock, type Clock } from "@core/lib/clock";
import { AppError } from "@core/lib/errors";
import type { ErrorEnvelope } from "@core/contract/api";
import { AUTH_ERROR_MESSAGES } from "@core/contract/auth-errors";
import { analyzeRouter } from "./routes/analyze";
import { jobsRouter } from "./routes/jobs";
import { originCheck, sessionMiddleware } from "./auth/middleware";
import { authRouter } from "./routes/auth";
import { meRouter } from "./routes/me";
import { membershipRequestsRouter } from "./routes/membership-requests";
import { pageViewsRouter } from "./routes/page-views";
import { assessmentsRouter } from "./routes/assessments";
import { categoriesRouter } from "./routes/categories";
import { dashboardRouter } from "./routes/dashboard";
import { sampleReportRouter } from "./routes/sample-report";
import { platformRouter } from "./routes/platform";
import { organizationRouter } from "./routes/organization";
import { organizationMembersRouter } from "./routes/organization-members";
import { teamRouter } from "./routes/team";
import { apiTokensRouter } from "./routes/api-tokens";
import { apiDocsRouter } from "./routes/api-docs";
import { slackChannelsRouter, webhooksRouter } from "./routes/webhooks";
import { reportsRouter } from "./routes/reports";
import { approvalsRouter } from "./routes/approvals";
import { assessmentCommentsRouter, commentsRouter } from "./routes/comments";
import { decisionsRouter } from "./routes/decisions";
import { notificationPreferencesRouter } from "./routes/notification-preferences";
import { notificationsRouter } from "./routes/notifications";
import { safeToTryRouter } from "./routes/safe-to-try";
import { catalogRouter } from "./routes/catalog";
import { assessmentMonitoringRouter, changesRouter, organizationMonitoringRouter } from "./routes/monitoring";
import { appOrigin } from "./auth/cookies";
import { siteRouter } from "./routes/site";
import { siteFilesRouter } from "./routes/site-files";
import { servePage } from "./site/pages";
import { securityHeaders } from "./http/security-headers";
import { txtResolverFor } from "./http/dns";
import type { ResolveTxt } from "@core/lib/dns-over-https";
import { isProduction, productionConfigProblems } from "@core/lib/environment";
import { apiTokenGate, type ApiRateLimits } from "./auth/api-token";
import { openApiDocument } from "./http/openapi-document";
import { methodsAt } from "./http/operations";
import { afterResponse } from "./http/after-response";
import { webhookDeliveryDeps } from "./http/webhook-deps";
import { dispatchEvents } from "@core/domain/webhooks/dispatch-events";

/** Largest request body the API reads; every request of the product is far smaller. */
export const MAX_BODY_BYTES = 64 * 1024;

/** What the app takes from outside besides its bindings; tests replace them. */
export interface AppDeps {
  /** The clock of every request (default: the system clock). */
  clock?: Clock;
  /** Builds the e-mail sender of one request (default: outbox, then Resend when configured). */
  emailSender?: (ctx: { db: Db; env: Env; clock: Clock; appOrigin: string }) => EmailSender;
  /** TXT lookups for the domain check (default: DNS over HTTPS, or development's stub records). */
  resolveTxt?: ResolveTxt;
  /** The API tokens' rate limits (default API_RATE_LIMITS). */
  apiRateLimits?: ApiRateLimits;
}

const defaultEmailSender: NonNullable<AppDeps["emailSender"]> = ({ db, env, clock, appOrigin }) =>
  createEmailSender({
    db,
    transport: transportFromSettings(env),
    now: clock,
    appOrigin,
    redactLogs: isProduction(env),
  });

const healthRoute = createRoute({
  method: "get",
  path: "/api/health",
  summary: "Liveness: answers when the Worker runs",
  description: "Permission: anyone.",
  responses: {
    200: { description: "Alive", content: { "application/json": { schema: z.object({ ok: z.literal(true) }) } } },
  },
});

const openApiRoute = createRoute({
  method: "get",
  path: "/api/openapi.json",
  summary: "This document",
  description: "Permission: anyone. The OpenAPI 3.1 document of the API, rendered at /api/docs.",
  responses: {
    200: {
      description: "The OpenAPI document",
      content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
    },
  },
});

/**
 * The web Worker: the JSON API (middleware, one router per resource, one error envelope for every
 * failure), the site's well-known files, and the SPA's pages with their status and link previews.
 * Only /assets/* (the built scripts and styles) is served by the platform without running it.
 */
export function createApp(deps: AppDeps = {}) {
  const app = new OpenAPIHono<AppEnv>();
  const clock = deps.clock ?? systemClock;
  const emailSender = deps.emailSender ?? defaultEmailSender;

  app.use("*", securityHeaders());
  app.use("/api/*", async (c, next) => {
    c.set("requestId", c.req.header("cf-ray") ?? crypto.randomUUID());
    const db = createDb(c.env.DB);
    c.set("db", db);
    c.set("clock", clock);
    c.set("email", emailSender({ db, env: c.env, clock, appOrigin: appOrigin(c) }));
    c.set("resolveTxt", deps.resolveTxt ?? txtResolverFor(c.env));
    await next();
    await flushOutboxAfterChange(c);
    await dispatchAfterChange(c);
    c.header("x-request-id", c.var.requestId);
    c.header("cache-control", c.res.headers.get("cache-control") ?? "no-store");
  });
  // Production refuses to serve with settings it must not run without (a clear message in the log).
  app.use("/api/*", async (c, next) => {
    const problems = productionConfigProblems(c.env);
    if (problems.length === 0) return next();
    console.error(JSON.stringify({ level: "error", msg: "refusing to serve: configuration incomplete", problems }));
    return c.json(
      envelope("INTERNAL", "The service is not configured correctly. Please try again later.", c.var.requestId),
      503,
    );
  });
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json(
          envelope(
            "INVALID_REQUEST",
            `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`,
            c.get("requestId"),
          ),
          413,
        ),
    }),
  );
  // A path the API has with a method it does not offer there: 405 with Allow, before any router's checks.
  app.use("/api/*", async (c, next) => {
    const allowed = methodsAt(c.req.path);
    if (allowed.length === 0 || allowed.includes(c.req.method)) return next();
    return methodNotAllowed(c, allowed);
  });
  // Cross-site state-changing requests are refused; then the session cookie becomes c.var.actor.
  app.use("/api/*", originCheck());
  app.use("/api/*", sessionMiddleware());
  // An organization's API token instead of a session: its limits and the operation's scopes.
  app.use("/api/*", apiTokenGate(deps.apiRateLimits));

  app.route("/api/analyze", analyzeRouter);
  app.route("/api/jobs", jobsRouter);
  app.route("/api/auth", authRouter);
  app.route("/api/me", meRouter);
  app.route("/api/membership-requests", membershipRequestsRouter);
  app.route("/api/page-views", pageViewsRouter);
  app.route("/api/assessments", assessmentsRouter);
  app.route("/api/categories", categoriesRouter);
  app.route("/api/dashboard", dashboardRouter);
  app.route("/api/sample-report.pdf", sampleReportRouter);
  app.route("/api/platform", platformRouter);
  app.route("/api/site", siteRouter);
  app.route("/api/team", teamRouter);
  app.route("/api/organization/members", organizationMembersRouter);
  app.route("/api/organization/api-tokens", apiTokensRouter);
  app.route("/api/organization/webhooks", webhooksRouter);
  app.route("/api/organization/slack-channels", slackChannelsRouter);
  app.route("/api/organization/safe-to-try-policy", safeToTryRouter);
  app.route("/api/organization/monitoring", organizationMonitoringRouter);
  app.route("/api/organization", organizationRouter);
  app.route("/api/reports", reportsRouter);
  app.route("/api/assessments", decisionsRouter);
  app.route("/api/assessments", assessmentCommentsRouter);
  app.route("/api/comments", commentsRouter);
  app.route("/api/approvals", approvalsRouter);
  app.route("/api/notifications", notificationsRouter);
  app.route("/api/assessments", assessmentMonitoringRouter);
  app.route("/api/changes", changesRouter);
  app.route("/api/me/notification-preferences", notificationPreferencesRouter);
  app.route("/api/catalog", catalogRouter);

  app.openapi(healthRoute, (c) => c.json({ ok: true as const }, 200));
  app.route("/api/docs", apiDocsRouter);
  app.route("/", siteFilesRouter(clock));

  app.openapi(openApiRoute, (c) => c.json(openApiDocument(app, appOrigin(c)), 200));

  app.notFound((c) => {
    if (c.req.path.startsWith("/api/")) {
      // A path the API has, with a method it does not offer there: 405 with the methods it does.
      const allowed = methodsAt(c.req.path);
      if (allowed.length > 0) return methodNotAllowed(c, allowed);
      return c.json(envelope("NOT_FOUND", `No API route for ${c.req.method} ${c.req.path}`, c.get("requestId")), 404);
    }
    // A page of the SPA (200, or 404 for an address the app does not have), or a file of web/public.
    return servePage(c);
  });

  app.onError((err, c) => {
    const requestId = c.get("requestId");
    if (err instanceof AppError) {
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      // A session the browser still held was ended: say why instead of a bare "sign in".
      const reason = err.status === 401 && err.code === "UNAUTHENTICATED" ? c.get("signedOutReason") : null;
      if (reason) return c.json(envelope(err.code, AUTH_ERROR_MESSAGES[reason], requestId, { reason }), 401);
      return c.json(envelope(err.code, err.message, requestId, err.details), err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      // Hono's own 4xx, e.g. a body that is not valid JSON.
      const message = err.message || "Invalid request";
      return c.json(envelope("INVALID_REQUEST", message, requestId), err.status as ContentfulStatusCode);
    }
    const cause = (err as { cause?: unknown }).cause;
    console.error(
      JSON.stringify({
        level: "error",
        requestId,
        path: c.req.path,
        error: String(err),
        cause: cause ? String(cause) : undefined,
        stack: (err as Error).stack,
      }),
    );
    return c.json(envelope("INTERNAL", "Something went wrong on our side. Please try again.", requestId), 500);
  });

  return app;
}

function methodNotAllowed(c: Context<AppEnv>, allowed: string[]) {
  c.header("allow", allowed.join(", "));
  return c.json(
    envelope(
      "METHOD_NOT_ALLOWED",
      `${c.req.method} is not offered at ${c.req.path}; use ${allowed.join(", ")}.`,
      c.get("requestId"),
    ),
    405,
  );
}

function envelope(
  code: ErrorEnvelope["error"]["code"],
  message: string,
  requestId?: string,
  details?: unknown,
): ErrorEnvelope {
  return {
    error: { code, message, ...(requestId ? { requestId } : {}), ...(details === undefined ? {} : { details }) },
  };
}

/**
 * After a successful change by a person or a token, fans the organization events it wrote out to
 * their webhooks and Slack channels (after the response); the scheduled sweep catches what this misses.
 */
function dispatchAfterChange(c: Context<AppEnv>) {
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.res.status >= 400) return;
  if (!c.var.actor || c.var.actor.kind === "anonymous") return;
  return afterResponse(c, async () => {
    await dispatchEvents(webhookDeliveryDeps(c.env, c.var.clock));
  });
}

/**
 * After a successful change, delivers the e-mails it queued in its db.batch (notifications), in
 * the background when the platform allows (waitUntil), else before answering. Failures stay in
 * the outbox for the scheduled retry.
 */
function flushOutboxAfterChange(c: Context<AppEnv>) {
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS" || c.res.status >= 400) return;
  // Only signed-in users' and API tokens' changes notify anyone (anonymous page views and analyses never do).
  if (!c.var.actor || c.var.actor.kind === "anonymous") return;
  const flushing = c.var.email.flush().then(
    () => undefined,
    (err: unknown) => console.error(JSON.stringify({ level: "error", msg: "e-mail flush failed", error: String(err) })),
  );
  let background = false;
  try {
    c.executionCtx.waitUntil(flushing);
    background = true;
  } catch {
    // No execution context (tests calling app.request): deliver before answering.
  }
  return background ? undefined : flushing;
}
