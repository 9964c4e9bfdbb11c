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
      /**
       * Set on a change (POST, PUT, PATCH, DELETE) made with a sign-in older than 12 hours: the
       * actions of organization admins and super admins then ask the user to sign in again.
       */
      staleSignIn?: boolean;
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
