import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { requireSignedIn } from "../auth/middleware";
import { createComment } from "@core/domain/comments/create-comment";
import { deleteComment } from "@core/domain/comments/delete-comment";
import { listComments } from "@core/domain/comments/list-comments";
import { listMentionCandidates } from "@core/domain/comments/list-mention-candidates";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import { CommentList, CommentResponse, CreateCommentRequest, MentionCandidateList } from "@core/contract/review";

const IdParams = z.object({ id: z.string().min(1).max(64) });

const listRoute = createRoute({
  method: "get",
  path: "/{id}/comments",
  summary: "The discussion of an assessment",
  description: "Permission: `assessment.view` on the assessment (members their own). Top-level comments, newest first.",
  request: { params: IdParams },
  responses: {
    200: { description: "The comments", content: { "application/json": { schema: CommentList } } },
    ...errorResponses(401, 403, 404),
  },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/{id}/comments",
  summary: "Comment on an assessment",
  description:
    "Permission: `comment.create` (every role but viewer) on an assessment the caller can see. A blank comment is 400. " +
    "Notifies members it mentions, the assessment's creator and earlier commenters (never the author), in the app and " +
    "by e-mail when their Comments & Mentions switch is on: at most one e-mail per recipient and assessment every 10 " +
    "minutes, later comments folded into one. A person may post at most `limits.comments_per_user_10_minutes` " +
    "comments (default 20) per rolling 10 minutes: beyond it 429 with Retry-After.",
  request: {
    params: IdParams,
    body: { content: { "application/json": { schema: CreateCommentRequest } }, required: true },
  },
  responses: {
    201: { description: "The comment", content: { "application/json": { schema: CommentResponse } } },
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

const candidatesRoute = createRoute({
  method: "get",
  path: "/{id}/mention-candidates",
  summary: "Who can be mentioned in the discussion of an assessment",
  description:
    "Permission: `assessment.view` on the assessment. Active members who can see it, the caller excepted, by name.",
  request: { params: IdParams },
  responses: {
    200: { description: "The members", content: { "application/json": { schema: MentionCandidateList } } },
    ...errorResponses(401, 403, 404),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/{id}",
  summary: "Delete a comment",
  description:
    "Permission: `comment.delete`, on one's own comments only: others' 403; a comment the caller cannot see 404.",
  request: { params: IdParams },
  responses: {
    204: { description: "Deleted" },
    ...errorResponses(401, 403, 404),
  },
});

/** The discussion of an assessment (mounted under /api/assessments). */
export const assessmentCommentsRouter = new OpenAPIHono<AppEnv>({ defaultHook });
assessmentCommentsRouter.use("/:id/comments", requireSignedIn());
assessmentCommentsRouter.use("/:id/mention-candidates", requireSignedIn());
assessmentCommentsRouter
  .openapi(listRoute, async (c) =>
    c.json({ items: await listComments(requestDeps(c), c.var.actor, c.req.valid("param").id) }, 200),
  )
  .openapi(createRouteDef, async (c) => {
    const comment = await createComment(requestDeps(c), c.var.actor, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ comment }, 201);
  })
  .openapi(candidatesRoute, async (c) =>
    c.json({ items: await listMentionCandidates(requestDeps(c), c.var.actor, c.req.valid("param").id) }, 200),
  );

/** One comment (mounted under /api/comments). */
export const commentsRouter = new OpenAPIHono<AppEnv>({ defaultHook });
commentsRouter.use("*", requireSignedIn());
commentsRouter.openapi(deleteRoute, async (c) => {
  await deleteComment(requestDeps(c), c.var.actor, c.req.valid("param").id);
  return c.body(null, 204);
});
