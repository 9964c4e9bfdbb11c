import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { AuthErrorCode } from "@core/contract/auth-errors";
import { meQueryOptions, lastSignedOutReason } from "@web/features/auth/api";
import { sessionEndHandler } from "@web/features/auth/session-ended";
import { ApiError } from "@web/lib/api";

const ended = (reason?: string) =>
  new ApiError(401, "UNAUTHENTICATED", "Authentication required", "req", reason ? { reason } : undefined);

/** A tab with a signed-in user, the handler of its 401s, and where it was sent. */
function signedInTab() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryOptions.queryKey, { user: { id: "u1" } } as never);
  const visits: AuthErrorCode[] = [];
  const onError = sessionEndHandler(queryClient, (code) => visits.push(code));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { queryClient, visits, onError, settle };
}

describe("a tab whose session ends", () => {
  it("forgets the user and goes to /auth once, with the server's reason", async () => {
    const tab = signedInTab();
    tab.onError(ended("suspended"));
    await tab.settle();
    expect(tab.visits).toEqual(["suspended"]);
    expect(tab.queryClient.getQueryData(meQueryOptions.queryKey)).toBeNull();
  });

  it("keeps the reason when a request failing at the same time carries none", async () => {
    const tab = signedInTab();
    tab.onError(ended("suspended"));
    tab.onError(ended());
    await tab.settle();
    tab.onError(ended());
    await tab.settle();
    expect(tab.visits).toEqual(["suspended"]);
  });

  it("still says why when the reason comes with the second of two failing requests", async () => {
    const tab = signedInTab();
    tab.onError(ended());
    tab.onError(ended("suspended"));
    await tab.settle();
    expect(tab.visits.at(-1)).toBe("suspended");
  });

  it("lets the route being loaded say why too: its guard reads the same reason, as often as it asks", async () => {
    const tab = signedInTab();
    tab.onError(ended("suspended"));
    tab.onError(ended());
    await tab.settle();
    expect(lastSignedOutReason()).toBe("suspended");
    expect(lastSignedOutReason()).toBe("suspended");
  });

  it("says the session ended when no request gives a reason", async () => {
    const tab = signedInTab();
    tab.onError(ended());
    tab.onError(ended());
    await tab.settle();
    expect(tab.visits).toEqual(["session_ended"]);
  });

  it("leaves a visitor's errors and other statuses alone", async () => {
    const queryClient = new QueryClient();
    const visits: AuthErrorCode[] = [];
    const onError = sessionEndHandler(queryClient, (code) => visits.push(code));
    onError(ended("suspended"));
    const tab = signedInTab();
    tab.onError(new ApiError(403, "FORBIDDEN", "Not allowed"));
    tab.onError(new ApiError(401, "REAUTHENTICATION_REQUIRED", "Sign in again"));
    await tab.settle();
    expect(visits).toEqual([]);
    expect(tab.visits).toEqual([]);
  });

  it("treats a 401 after signing in again as a new ending", async () => {
    const tab = signedInTab();
    tab.onError(ended("suspended"));
    await tab.settle();
    tab.queryClient.setQueryData(meQueryOptions.queryKey, { user: { id: "u1" } } as never);
    tab.onError(ended());
    await tab.settle();
    expect(tab.visits).toEqual(["suspended", "session_ended"]);
  });
});
