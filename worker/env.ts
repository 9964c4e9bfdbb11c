import type { Db } from "@core/db";
import type { Actor } from "@core/domain/actor";
import type { SessionContext } from "./auth/session";
import type { SignedOutReason } from "@core/contract/auth-errors";
import type { EmailSender } from "@core/email/email-sender";
import type { Clock } from "@core/lib/clock";
import type { ResolveTxt } from "@core/lib/dns-over-https";

/**
 * Bindings of the web Worker: generated ones (worker-env.d.ts, `npm run types`) plus the
 * optional settings and secrets that wrangler.toml does not declare.
 */
export interface Env extends WorkerEnv {
  /** Public origin of the app, e.g. https://risk.example.com (OAuth redirect, Origin checks). */
  APP_ORIGIN?: string;
  /** Salt for hashing client addresses in the rate limit. */
  RATE_LIMIT_SALT?: string;

  // Sign-in (docs/operations.md "Configuration"; .dev.vars.example). Google when GOOGLE_CLIENT_ID is set,
  // else the OpenID provider at OIDC_ISSUER (the local one `npm start` runs), else sign-in is off.
  /** Google OAuth client id (production sign-in). */
  GOOGLE_CLIENT_ID?: string;
  /** Google OAuth client secret (secret). */
  GOOGLE_CLIENT_SECRET?: string;
  /** Issuer of a generic OpenID provider, discovered at <issuer>/.well-known/openid-configuration. Local development and tests only. */
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  /**
   * Extra consumer mail domains (comma- or space-separated) on top of the maintained list: their
   * users get personal organizations. The fallback of the platform setting signup.consumer_domains_extra.
   */
  SIGNUP_CONSUMER_DOMAINS_EXTRA?: string;
  /** Comma-separated e-mail addresses of platform super admins. */
  SUPER_ADMIN_EMAILS?: string;
  /** Resend API key (secret); without it every e-mail stays in the email_outbox table and the log. */
  EMAIL_RESEND_API_KEY?: string;
  /** Sender of e-mails, e.g. "Rapid Risk Review <noreply@risk.example.com>". */
  EMAIL_FROM?: string;
  /** Contact of /.well-known/security.txt: comma-separated mailto:/https: URIs (or e-mail addresses). Without it the file is not served. */
  SECURITY_CONTACT?: string;
  /**
   * Development only (the offline demo): the recorded vendors' hosts, space-separated, which the
   * analyze form suggests instead of well-known vendors the recordings do not hold.
   */
  OFFLINE_VENDORS?: string;
  /** Requests a minute one API token may make (default 120). */
  API_RATE_LIMIT_PER_TOKEN?: string;
  /** Requests a minute all of an organization's API tokens together may make (default 600). */
  API_RATE_LIMIT_PER_ORGANIZATION?: string;
  /**
   * Development and tests only: "1" lets webhook endpoints on 127.0.0.1 receive deliveries over
   * http. Ignored (with a warning) unless ENVIRONMENT is development.
   */
  WEBHOOK_ALLOW_LOCAL?: string;
  /** Policy of /.well-known/security.txt: the address of the vulnerability disclosure policy (https). */
  SECURITY_POLICY_URL?: string;
  /**
   * Development only (browser tests): seconds "Check now" waits after a check of the same vendor,
   * instead of 10 minutes. Ignored outside development.
   */
  MONITORING_CHECK_COOLDOWN_SECONDS?: string;
}

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: Db;
    requestId: string;
    /** The time, for this request: domain verbs take it as a dependency (tests replace it, see createApp). */
    clock: Clock;
    /** The e-mail sender of this request (outbox first, then the configured provider). */
    email: EmailSender;
    /** Who is asking: set for every /api request by the actor middleware. */
    actor: Actor;
    /** The signed-in session, or null; set by the session middleware (worker/auth/middleware.ts). */
    session: SessionContext | null;
    /** Why the session cookie the browser sent no longer works (suspended, ...), or null. */
    signedOutReason: SignedOutReason | null;
    /** TXT lookups (a domain's proof); null when none is configured. Tests replace it through createApp. */
    resolveTxt: ResolveTxt | null;
  };
};
