/**
 * The discussion of an assessment: GET and POST
 * /api/assessments/{id}/comments, DELETE /api/comments/{id}, mentions and their candidates.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CommentList, CommentResponse, MentionCandidateList } from "@core/contract/review";
import { seedUser, signedOut, type Caller } from "./seeded-callers";
import {
  assessmentBy,
  expectError,
  mailsTo,
  notificationsOf,
  reviewOrg,
  setSwitches,
  type ReviewOrg,
} from "./review-support";

let org: ReviewOrg;
let other: ReviewOrg;

beforeAll(async () => {
  org = await reviewOrg("Talk Co");
  other = await reviewOrg("Other Talk Co");
});

const post = (caller: Caller, id: string, body: unknown) =>
  caller.json("POST", `/api/assessments/${id}/comments`, body);
const comments = async (caller: Caller, id: string) =>
  CommentList.parse(await (await caller.fetch(`/api/assessments/${id}/comments`)).json()).items;
const about = (id: string) => async (caller: Caller) =>
  (await notificationsOf(caller)).filter((n) => n.link === `/dashboard/assessments/${id}`);

describe("POST /api/assessments/{id}/comments", () => {
  it("adds a comment (201), trimmed, with its author; lists top-level comments newest first", async () => {
    const a = await assessmentBy(org, org.member);
    expect(await comments(org.member, a.id)).toEqual([]);
    const res = await post(org.reviewer, a.id, { comment: "  Is SSO included?  " });
    expect(res.status).toBe(201);
    const { comment } = CommentResponse.parse(await res.json());
    expect(comment).toMatchObject({
      assessment_id: a.id,
      user_id: org.reviewer.userId,
      author_name: "Rita Reviewer",
      comment: "Is SSO included?",
      mentions: [],
      can_delete: true,
    });
    expect((await post(org.member, a.id, { comment: "Yes, on the Business plan." })).status).toBe(201);

    const items = await comments(org.viewer, a.id);
    expect(items.map((c) => c.comment)).toEqual(["Yes, on the Business plan.", "Is SSO included?"]);
    expect(items.map((c) => c.can_delete)).toEqual([false, false]);
    expect((await comments(org.member, a.id)).map((c) => c.can_delete)).toEqual([true, false]);
  });

  it("refuses whitespace only and overly long comments (400), writing nothing", async () => {
    const a = await assessmentBy(org, org.member);
    for (const comment of ["", "   ", "\n\t "]) {
      await expectError(await post(org.reviewer, a.id, { comment }), 400, "INVALID_REQUEST", /cannot be empty/);
    }
    await expectError(
      await post(org.reviewer, a.id, { comment: "x".repeat(5001) }),
      400,
      "INVALID_REQUEST",
      /at most 5000/,
    );
    await expectError(await post(org.reviewer, a.id, {}), 400, "INVALID_REQUEST");
    expect(await comments(org.reviewer, a.id)).toEqual([]);
  });

  it("notifies the creator and earlier commenters, never the author; e-mail only with the switch on", async () => {
    const a = await assessmentBy(org, org.member, { toolName: "Figma" });
    const notes = about(a.id);
    expect((await post(org.reviewer, a.id, { comment: "First look: fine." })).status).toBe(201);
    expect(await notes(org.member)).toMatchObject([
      { type: "comment", title: "New comment", message: 'Rita Reviewer commented on Figma: "First look: fine."' },
    ]);
    expect(await notes(org.reviewer)).toHaveLength(0);

    await setSwitches(org.reviewer, { commentsAndMentions: false });
    expect((await post(org.analyst, a.id, { comment: "Agreed." })).status).toBe(201);
    expect((await notes(org.member)).map((n) => n.message)).toContain('Ann Analyst commented on Figma: "Agreed."');
    expect(await notes(org.reviewer)).toHaveLength(1); // in the app always
    expect((await mailsTo(org.reviewer)).filter((m) => m.subject === "New comment on Figma")).toHaveLength(0);
    // At most one e-mail per recipient and assessment every 10 minutes: the second comment waits, folded.
    expect((await mailsTo(org.member)).filter((m) => m.subject === "New comment on Figma")).toHaveLength(1);
    const folded = (await mailsTo(org.member)).filter((m) => m.subject === "New comments on Figma");
    expect(folded).toHaveLength(1);
    expect(folded[0]).toMatchObject({ status: "queued" });
    expect(folded[0]!.textBody).toContain("Ann Analyst commented:\nAgreed.");
    expect(await notes(org.admin)).toHaveLength(0); // never commented, did not create it
    await setSwitches(org.reviewer, { commentsAndMentions: true });
  });

  it("who may comment: whoever can see it, but viewers 403; colleagues' assessments for members 403; other organizations 404", async () => {
    const a = await assessmentBy(org, org.analyst);
    await expectError(await post(org.viewer, a.id, { comment: "Hi" }), 403, "FORBIDDEN", /comment/);
    await expectError(await post(org.member, a.id, { comment: "Hi" }), 403, "FORBIDDEN");
    await expectError(await post(other.admin, a.id, { comment: "Hi" }), 404, "NOT_FOUND");
    await expectError(await post(signedOut, a.id, { comment: "Hi" }), 401, "UNAUTHENTICATED");
    await expectError(await org.member.fetch(`/api/assessments/${a.id}/comments`), 403, "FORBIDDEN");
  });
});

describe("mentions", () => {
  it("a picked member is notified by id (mention, not comment), with the words that named them", async () => {
    const a = await assessmentBy(org, org.member, { toolName: "Miro" });
    const res = await post(org.reviewer, a.id, {
      comment: "@Ann Analyst can you check the DPA?",
      mentions: [org.analyst.userId],
    });
    const { comment } = CommentResponse.parse(await res.json());
    expect(comment.mentions).toEqual([{ user_id: org.analyst.userId, name: "Ann Analyst", text: "@Ann Analyst" }]);
    expect(await about(a.id)(org.analyst)).toMatchObject([
      {
        type: "mention",
        title: "You were mentioned",
        message: 'Rita Reviewer mentioned you on Miro: "@Ann Analyst can you check the DPA?"',
      },
    ]);
    expect((await mailsTo(org.analyst)).some((m) => m.subject === "Rita Reviewer mentioned you on Miro")).toBe(true);
    // The creator gets the comment, once.
    expect((await about(a.id)(org.member)).map((n) => n.type)).toEqual(["comment"]);
  });

  it("finds @Full Name, @address and @name-before-the-at in the text; a mentioned creator gets one notification", async () => {
    const a = await assessmentBy(org, org.member, { toolName: "Zoom" });
    const text = `Ping @ada admin, @${org.viewer.email} and @${org.member.email.split("@")[0]}. Not me@example.org.`;
    const { comment } = CommentResponse.parse(await (await post(org.reviewer, a.id, { comment: text })).json());
    expect(comment.mentions.map((m) => [m.user_id, m.text]).sort()).toEqual(
      [
        [org.admin.userId, "@ada admin"],
        [org.viewer.userId, `@${org.viewer.email}`],
        [org.member.userId, `@${org.member.email.split("@")[0]}`],
      ].sort(),
    );
    for (const mentioned of [org.admin, org.viewer, org.member]) {
      expect((await about(a.id)(mentioned)).map((n) => n.type)).toEqual(["mention"]);
    }
    expect(await about(a.id)(org.analyst)).toHaveLength(0);
  });

  it("never reaches someone who cannot see the assessment: picked 400, named in the text ignored", async () => {
    const a = await assessmentBy(org, org.analyst, { toolName: "Private" });
    const colleague = await seedUser(org.orgId, ["member"], { name: "Colleague Member" });
    await expectError(
      await post(org.reviewer, a.id, { comment: "@Colleague Member look", mentions: [colleague.userId] }),
      400,
      "INVALID_REQUEST",
      /only members who can see this assessment/,
    );
    await expectError(
      await post(org.reviewer, a.id, { comment: "hi", mentions: [other.admin.userId] }),
      400,
      "INVALID_REQUEST",
    );
    const { comment } = CommentResponse.parse(
      await (await post(org.reviewer, a.id, { comment: "@Colleague Member look" })).json(),
    );
    expect(comment.mentions).toEqual([]);
    expect(await notificationsOf(colleague)).toHaveLength(0);
    // Mentioning oneself is no mention.
    const self = CommentResponse.parse(
      await (
        await post(org.reviewer, a.id, { comment: "@Rita Reviewer note to self", mentions: [org.reviewer.userId] })
      ).json(),
    );
    expect(self.comment.mentions).toEqual([]);
  });

  it("GET mention-candidates: active members who can see it, the caller excepted, by name", async () => {
    const mine = await assessmentBy(org, org.member);
    const suspended = await seedUser(org.orgId, ["reviewer"], { name: "Sue Suspended", suspended: true });
    const res = await org.reviewer.fetch(`/api/assessments/${mine.id}/mention-candidates`);
    const { items } = MentionCandidateList.parse(await res.json());
    const names = items.map((m) => m.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)));
    expect(names).toEqual(expect.arrayContaining(["Ada Admin", "Ann Analyst", "Max Member", "Vic Viewer"]));
    expect(names).not.toContain("Rita Reviewer");
    expect(names).not.toContain("Colleague Member"); // a member who did not create it cannot see it
    expect(items.map((m) => m.id)).not.toContain(suspended.userId);
    expect(items.find((m) => m.name === "Ada Admin")!.email).toBe(org.admin.email);
    await expectError(await other.admin.fetch(`/api/assessments/${mine.id}/mention-candidates`), 404, "NOT_FOUND");
  });
});

describe("DELETE /api/comments/{id}", () => {
  it("the author deletes their comment (204); others 403; other organizations and missing 404", async () => {
    const a = await assessmentBy(org, org.member);
    const { comment } = CommentResponse.parse(await (await post(org.member, a.id, { comment: "Typo here" })).json());
    const del = (caller: Caller, id = comment.id) => caller.fetch(`/api/comments/${id}`, { method: "DELETE" });
    for (const caller of [org.admin, org.reviewer, org.analyst]) {
      await expectError(await del(caller), 403, "FORBIDDEN", /Only the author/);
    }
    await expectError(await del(org.viewer), 403, "FORBIDDEN");
    await expectError(await del(other.admin), 404, "NOT_FOUND", "Comment not found");
    await expectError(await del(signedOut), 401, "UNAUTHENTICATED");
    const res = await del(org.member);
    expect(res.status).toBe(204);
    expect(await comments(org.member, a.id)).toEqual([]);
    await expectError(await del(org.member), 404, "NOT_FOUND");
  });
});
