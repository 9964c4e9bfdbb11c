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
    };
