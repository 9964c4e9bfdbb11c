import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pageViewsTable } from "@core/db/schema";
import { recordPageView } from "@core/domain/page-views/record-page-view";
import { ErrorEnvelope } from "@core/contract/api";
import { Me } from "@core/contract/auth";
import { signedIn, useFakeIdp } from "./auth-support";
import { db, postJson as post } from "./helpers";

/**
 * This file's own client address: the limiter of page views (30 a minute per client) outlives a
 * file, and other files' requests in the same minute come from the default one.
 */
const CLIENT = { "cf-connecting-ip": "203.0.113.77" };

function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return post(path, body, { ...CLIENT, ...headers });
}

function sessionId() {
  return crypto.randomUUID();
}

async function rowsFor(session: string) {
  return db().select().from(pageViewsTable).where(eq(pageViewsTable.sessionId, session));
}

describe("POST /api/page-views", () => {
  it("records a landing view with the user agent from the header", async () => {
    const session = sessionId();
    const res = await postJson(
      "/api/page-views",
      {
        variant: "control",
        url: "https://app.test/?variant=control",
        referrer: "https://search.example/",
        session_id: session,
      },
      { "user-agent": "Mozilla/5.0 (Test)" },
    );
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    const [row] = await rowsFor(session);
    expect(row).toMatchObject({
      variant: "control",
      url: "https://app.test/?variant=control",
      referrer: "https://search.example/",
      userAgent: "Mozilla/5.0 (Test)",
      sessionId: session,
      userId: null,
    });
    expect(new Date(row!.createdAt).toString()).not.toBe("Invalid Date");
  });

  it("records the second view of a completed analysis and the 404 page", async () => {
    const session = sessionId();
    await postJson("/api/page-views", {
      variant: "empowerment",
      url: "https://app.test/#results",
      referrer: "",
      session_id: session,
    });
    await postJson("/api/page-views", { variant: "not_found", url: "https://app.test/nowhere", session_id: session });
    const rows = await rowsFor(session);
    expect(rows.map((r) => [r.variant, r.url, r.referrer]).sort()).toEqual([
      ["empowerment", "https://app.test/#results", null],
      ["not_found", "https://app.test/nowhere", null],
    ]);
  });

  it("never takes the user from the body", async () => {
    const session = sessionId();
    const res = await postJson("/api/page-views", {
      variant: "variant",
      url: "https://app.test/?new=true",
      session_id: session,
      user_id: "someone-else",
    });
    expect(res.status).toBe(204);
    const [row] = await rowsFor(session);
    expect(row?.userId).toBeNull();
  });

  it("uses the body's user agent only when the header is missing, and truncates long ones", async () => {
    const session = sessionId();
    await postJson(
      "/api/page-views",
      { variant: "control", url: "https://app.test/", session_id: session, user_agent: "Body/1.0" },
      { "user-agent": "x".repeat(2000) },
    );
    const [row] = await rowsFor(session);
    expect(row?.userAgent).toBe("x".repeat(512));
  });

  it.each([
    ["an unknown variant", { variant: "other", url: "https://app.test/", session_id: "abcdefgh12" }],
    ["a missing url", { variant: "control", session_id: "abcdefgh12" }],
    ["an empty url", { variant: "control", url: "", session_id: "abcdefgh12" }],
    [
      "a url over 2048 characters",
      { variant: "control", url: `https://app.test/${"a".repeat(2048)}`, session_id: "abcdefgh12" },
    ],
    [
      "a referrer over 2048 characters",
      { variant: "control", url: "https://app.test/", referrer: "r".repeat(2049), session_id: "abcdefgh12" },
    ],
    ["a missing session id", { variant: "control", url: "https://app.test/" }],
    ["a short session id", { variant: "control", url: "https://app.test/", session_id: "abc" }],
    [
      "a session id with other characters",
      { variant: "control", url: "https://app.test/", session_id: "abc def ghi; drop" },
    ],
  ])("refuses %s with the error envelope", async (_name, body) => {
    const res = await postJson("/api/page-views", body);
    expect(res.status).toBe(400);
    expect(ErrorEnvelope.parse(await res.json()).error.code).toBe("INVALID_REQUEST");
  });

  it("refuses a body that is not JSON", async () => {
    const res = await postJson("/api/page-views", "{nope");
    expect(res.status).toBe(400);
    expect(ErrorEnvelope.parse(await res.json()).error.code).toBe("INVALID_REQUEST");
  });
});

describe("recordPageView", () => {
  it("stores the signed-in user from the actor", async () => {
    const session = sessionId();
    await recordPageView(
      { db: db(), clock: () => new Date("2026-11-20T10:00:00Z") },
      {
        kind: "user",
        clientKey: "k",
        userId: "user-42",
        organizationId: "org-1",
        roles: ["member"],
        isSuperAdmin: false,
      },
      { variant: "empowerment", url: "https://app.test/", referrer: null, session_id: session, headerUserAgent: null },
    );
    const [row] = await rowsFor(session);
    expect(row).toMatchObject({ userId: "user-42", userAgent: null, createdAt: "2026-11-20T10:00:00.000Z" });
  });
});

describe("POST /api/page-views with a session", () => {
  const idp = useFakeIdp();

  it("stores the signed-in user from the session, whatever the body says", async () => {
    const jar = await signedIn(idp, "viewer@page-views.test", "Vera Viewer");
    const me = Me.parse(await (await jar.fetch("/api/me")).json());
    const session = sessionId();
    const res = await jar.fetch("/api/page-views", {
      method: "POST",
      headers: { "content-type": "application/json", ...CLIENT },
      body: JSON.stringify({
        variant: "not_found",
        url: "https://app.test/nowhere",
        session_id: session,
        user_id: "someone-else",
      }),
    });
    expect(res.status).toBe(204);
    const [row] = await rowsFor(session);
    expect(row?.userId).toBe(me.user.id);
  });

  it("refuses a page view sent from another site", async () => {
    const res = await postJson(
      "/api/page-views",
      { variant: "control", url: "https://app.test/", session_id: sessionId() },
      { origin: "https://elsewhere.example" },
    );
    expect(res.status).toBe(403);
    expect(ErrorEnvelope.parse(await res.json()).error.code).toBe("FORBIDDEN");
  });
});
