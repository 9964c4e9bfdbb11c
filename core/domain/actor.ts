import type { Action } from "@core/contract/permissions";

/**
 * Who is asking. Routes build it from the request (session or client address); domain verbs
 * decide with it. A signed-in user counts as a member only when active and not suspended.
 */
export type Actor =
  | { kind: "anonymous"; clientKey: string }
  | {
      kind: "user";
      clientKey: string;
      userId: string;
      /** Set only for active members of an organization. */
      organizationId: string | null;
      roles: string[];
      isSuperAdmin: boolean;
    }
  | {
      /**
       * An organization's API token: it acts for its organization, never as a person. `userId`
       * is the token's id (what the product records as who acted); it holds no role, only the
       * actions its scopes give (`tokenActions`).
       */
      kind: "token";
      clientKey: string;
      userId: string;
      tokenId: string;
      tokenName: string;
      organizationId: string;
      roles: readonly string[];
      isSuperAdmin: false;
      scopes: readonly string[];
      tokenActions: readonly Action[];
    };
