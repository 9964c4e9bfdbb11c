import { eq } from "drizzle-orm";
import { assessmentCommentsTable, type AssessmentCommentRow, type OrgRiskAssessmentRow } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Statement } from "@core/db/batch";
import { badRequest } from "@core/lib/errors";
import type { Clock } from "@core/lib/clock";
import type { Comment, CreateCommentRequest } from "@core/contract/review";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { findAssessmentFor, policyResource } from "../assessments/assessment-access";
import { notificationStatements } from "../notifications/notification-statements";
import { commentDraft } from "../notifications/notification-texts";
import { membersWho, organizationMembers, type OrgMember } from "../notifications/organization-members";
import { namesInOrganization, storedMentions, toComment } from "./comment-rows";
import { findMentions, type FoundMention } from "./find-mentions";
import { takeRateLimit } from "../limits/rate-limit";
import type { Settings } from "../settings/settings-reader";

export const EMPTY_COMMENT = "A comment cannot be empty.";

/**
 * Adds a top-level comment to an assessment's discussion, and notifies in the same db.batch:
 * members it mentions (`mention`), then the assessment's creator and earlier commenters
 * (`comment`), never the author, each once, only people who can see the assessment; in the app
 * always, by e-mail when their "Comments & Mentions" switch is on.
 * Who may call: holders of `comment.create` (viewers 403) who can see the assessment (404).
 * A blank comment is refused (400); so is a mention of someone who cannot see the assessment.
 * A person may post at most `limits.comments_per_user_10_minutes` comments per rolling 10 minutes
 * (429 with Retry-After); e-mails about comments reach each recipient at most once per assessment
 * every 10 minutes, later ones folded into one (notification-texts.ts).
 */
export async function createComment(
  deps: { db: Db; clock: Clock; settings: Settings },
  actor: Actor,
  assessmentId: string,
  input: CreateCommentRequest,
): Promise<Comment> {
  const author = authorize(actor, "comment.create");
  const text = input.comment.trim();
  if (!text) throw badRequest(EMPTY_COMMENT);
  const { db } = deps;
  const assessment = await findAssessmentFor(db, author, assessmentId, "comment.create");

  const members = await organizationMembers(db, assessment.organizationId);
  const audience = membersWho(members, assessment.organizationId, "assessment.view", policyResource(assessment)).filter(
    (m) => m.userId !== author.userId,
  );
  const mentions = findMentions(
    text,
    audience,
    (input.mentions ?? []).filter((id) => id !== author.userId),
  );

  const now = deps.clock();
  await takeRateLimit(db, {
    action: "comment",
    userId: author.userId,
    organizationId: assessment.organizationId,
    limits: [
      {
        per: "user",
        max: await deps.settings.get("limits.comments_per_user_10_minutes"),
        windowMs: 10 * 60_000,
        message: "You have posted many comments in the last 10 minutes. Please wait {wait} before posting again.",
      },
    ],
    now,
  });
  const row: AssessmentCommentRow = {
    id: crypto.randomUUID(),
    assessmentId: assessment.id,
    organizationId: assessment.organizationId,
    userId: author.userId,
    comment: text,
    parentCommentId: null,
    mentions: storedMentions(mentions),
    createdAt: now.toISOString(),
  };
  const authorName = members.find((m) => m.userId === author.userId)?.name ?? "Someone";
  const notify = await notifications(db, { assessment, audience, mentions, authorName, text, now });
  await db.batch([db.insert(assessmentCommentsTable).values(row), ...notify]);
  return toComment(row, await namesInOrganization(db, assessment.organizationId), author);
}

async function notifications(
  db: Db,
  input: {
    assessment: OrgRiskAssessmentRow;
    audience: OrgMember[];
    mentions: FoundMention[];
    authorName: string;
    text: string;
    now: Date;
  },
): Promise<Statement[]> {
  const { assessment, audience, now } = input;
  const c = assessmentCommentsTable;
  const earlier = await db.selectDistinct({ userId: c.userId }).from(c).where(eq(c.assessmentId, assessment.id));
  const mentioned = new Set(input.mentions.map((m) => m.userId));
  const following = new Set([assessment.createdBy, ...earlier.map((e) => e.userId)]);
  const draft = (mention: boolean) =>
    commentDraft({ assessment, authorName: input.authorName, comment: input.text, mention });
  const base = { organizationId: assessment.organizationId, now };
  return [
    ...notificationStatements(db, {
      ...base,
      recipients: audience.filter((m) => mentioned.has(m.userId)),
      draft: draft(true),
    }),
    ...notificationStatements(db, {
      ...base,
      recipients: audience.filter((m) => following.has(m.userId) && !mentioned.has(m.userId)),
      draft: draft(false),
    }),
  ];
}
