#!/usr/bin/env node
/**
 * A local OpenID provider that stands in for Google when GOOGLE_CLIENT_ID is not configured
 * (`npm start`, the browser tests). It is panva's `oidc-provider` (a certified implementation),
 * so the app runs exactly the production code path: authorization URL with state, PKCE and
 * nonce, code exchange at the token endpoint, ID token verified against the JWKS.
 *
 * Its sign-in page asks for an e-mail address (`input[name=email]`) and a display name
 * (`input[name=name]`), asks again on every sign-in (so you can switch users), and issues ID
 * tokens with `email_verified: true` and a `sub` derived from the e-mail address (the same
 * address is the same person across restarts). Like Google, it adds `hd` (the Workspace
 * domain) when the account is managed by its domain's Workspace: the box
 * `input[name=workspace]`, ticked by default. An optional account name (`input[name=account]`)
 * gives the same address another subject: a second identity for one address, as when someone
 * creates another account with a colleague's address. Development only: it believes whatever
 * address you type.
 *
 * Run alone: node dev/oidc-provider.mjs [--port 8788] [--redirect-uri URI]...
 */
import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import Provider, { interactionPolicy } from "oidc-provider";

export const LOCAL_CLIENT_ID = "rapid-risk-review-local";
export const LOCAL_CLIENT_SECRET = "local-development-secret";

/** The same address (and account name) always gets the same subject. */
export function subjectFor(email, account = "") {
  const key = account ? `${email}\n${account}` : email;
  return `local-${createHash("sha256").update(key).digest("hex").slice(0, 24)}`;
}

/**
 * Starts the provider and resolves once it listens.
 * Port 0 picks any free port (the issuer names the real one).
 * @param {{ port?: number, host?: string, redirectUris: string[], clientId?: string, clientSecret?: string, log?: (line: string) => void }} options
 */
export async function startOidcProvider(options) {
  const host = options.host ?? "127.0.0.1";
  // Listen first, so port 0 (any free port) works: the issuer names the real port.
  let handle = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 8788, host, resolve);
  });
  const port = server.address().port;
  const issuer = `http://${host}:${port}`;
  const clientId = options.clientId ?? LOCAL_CLIENT_ID;
  const clientSecret = options.clientSecret ?? LOCAL_CLIENT_SECRET;
  const log = options.log ?? (() => {});
  /** sub -> { email, name } of everyone who signed in since start. */
  const accounts = new Map();

  const provider = localProvider({ issuer, clientId, clientSecret, redirectUris: options.redirectUris, accounts });
  provider.on("server_error", (_ctx, err) => log(`[oidc] server error: ${err.stack ?? err}\n`));

  const callback = provider.callback();
  const interaction = signInPage(provider, accounts, log);
  handle = async (req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    const match = url.pathname.match(/^\/interaction\/([\w-]+)(?:\/(login|abort))?$/);
    if (!match) return callback(req, res);
    try {
      await interaction(req, res, match[2]);
    } catch (err) {
      log(`[oidc] interaction failed: ${err?.stack ?? err}\n`);
      res.writeHead(400, { "content-type": "text/html; charset=utf-8" });
      res.end(
        page(
          "Sign-in error",
          `<p>${escapeHtml(err?.message ?? String(err))}</p><p>Please start again from the app.</p>`,
        ),
      );
    }
  };

  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The provider: one first-party client (no consent screen), a fresh signing key, PKCE, Google's
 * claims in the ID token, and the sign-in page on every authorization.
 */
function localProvider({ issuer, clientId, clientSecret, redirectUris, accounts }) {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: "jwk" }), kid: `local-${Date.now()}`, alg: "RS256", use: "sig" };

  // Ask who you are on every authorization, even with a provider session (like Google's
  // account chooser), unless this authorization just completed the sign-in page.
  const policy = interactionPolicy.base();
  policy
    .get("login")
    .checks.add(
      new interactionPolicy.Check("every_time", "The local provider asks on every sign-in", (ctx) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  return new Provider(issuer, {
    adapter: MemoryAdapter,
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    // `hd` as Google sends it: in every ID token of a Workspace-managed account.
    claims: { openid: ["sub", "hd"], email: ["email", "email_verified"], profile: ["name"] },
    // Put the profile and e-mail claims into the ID token itself, as Google does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 600,
      AccessToken: 600,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: true,
            ...(account.name ? { name: account.name } : {}),
            ...(account.hd ? { hd: account.hd } : {}),
          };
        },
      };
    },
    // A first-party client: no consent screen.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = "html";
      ctx.body = page("Sign-in error", `<p>${escapeHtml(out.error)}: ${escapeHtml(out.error_description ?? "")}</p>`);
    },
  });
}

/** The sign-in page's steps: show it, cancel, or sign in with the e-mail address (and name) typed. */
function signInPage(provider, accounts, log) {
  return async function interaction(req, res, action) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === "GET" && !action) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(loginPage(details.uid, details.params.login_hint ?? ""));
      return;
    }
    if (req.method === "POST" && action === "abort") {
      await provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "The user cancelled the sign-in." },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (req.method === "POST" && action === "login") {
      const form = new URLSearchParams(await readBody(req));
      const email = (form.get("email") ?? "").trim().toLowerCase();
      const name = (form.get("name") ?? "").trim().slice(0, 200);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        res.writeHead(400, { "content-type": "text/html; charset=utf-8" });
        res.end(loginPage(details.uid, email, "Please enter a valid e-mail address."));
        return;
      }
      const accountName = (form.get("account") ?? "").trim().slice(0, 100);
      const sub = subjectFor(email, accountName);
      const hd = form.get("workspace") ? email.slice(email.lastIndexOf("@") + 1) : null;
      accounts.set(sub, { email, name: name || null, hd });
      log(
        `[oidc] signed in ${email}${accountName ? ` (account ${accountName})` : ""}${hd ? "" : " (not a Workspace account)"}\n`,
      );
      await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
      return;
    }
    res.writeHead(405).end();
  };
}

/** The provider's state lives in this process and dies with it, which suits a development tool. */
const stores = new Map();
class MemoryAdapter {
  constructor(model) {
    this.model = model;
    if (!stores.has(model)) stores.set(model, new Map());
    this.store = stores.get(model);
  }
  async upsert(id, payload, expiresIn) {
    this.store.set(id, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
  }
  async find(id) {
    const entry = this.store.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt < Date.now()) return void this.store.delete(id);
    return entry.payload;
  }
  async findByUid(uid) {
    for (const [id, entry] of this.store) if (entry.payload.uid === uid) return this.find(id);
    return undefined;
  }
  async findByUserCode(userCode) {
    for (const [id, entry] of this.store) if (entry.payload.userCode === userCode) return this.find(id);
    return undefined;
  }
  async consume(id) {
    const entry = this.store.get(id);
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id) {
    this.store.delete(id);
  }
  async revokeByGrantId(grantId) {
    for (const [id, entry] of this.store) if (entry.payload.grantId === grantId) this.store.delete(id);
  }
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => {
      body += chunk;
      if (body.length > 10_000) req.destroy(new Error("body too large"));
    });
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body{font-family:system-ui,sans-serif;background:#f4f4f5;margin:0;display:grid;place-items:center;min-height:100vh}
  main{box-sizing:border-box;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:2rem;width:min(24rem,90vw)}
  h1{font-size:1.25rem;margin:0 0 .25rem} p{color:#52525b;font-size:.9rem}
  label{display:block;font-size:.85rem;font-weight:600;margin:1rem 0 .25rem}
  input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #d4d4d8;border-radius:8px;font-size:1rem}
  label.check{display:flex;gap:.5rem;align-items:center;font-weight:400} label.check input{width:auto}
  .row{display:flex;gap:.5rem;margin-top:1.25rem}
  button{flex:1;padding:.65rem;border-radius:8px;border:1px solid #18181b;font-size:.95rem;cursor:pointer}
  button[type=submit]{background:#18181b;color:#fff} button.cancel{background:#fff;color:#18181b}
  .error{color:#b91c1c}
</style></head><body><main>${body}</main></body></html>`;
}

function loginPage(uid, email, error) {
  return page(
    "Sign in (local development)",
    `<h1>Sign in</h1>
<p>Local development sign-in: this stands in for Google because GOOGLE_CLIENT_ID is not configured.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/interaction/${escapeHtml(uid)}/login" autocomplete="off">
  <label for="email">E-mail address</label>
  <input id="email" name="email" type="email" required autofocus value="${escapeHtml(email)}" placeholder="you@company.com">
  <label for="name">Display name</label>
  <input id="name" name="name" type="text" placeholder="Ada Lovelace">
  <label class="check"><input name="workspace" type="checkbox" checked><span>Managed by this domain's Google Workspace (sends <code>hd</code>)</span></label>
  <label for="account">Other account with this address (optional)</label>
  <input id="account" name="account" type="text" placeholder="leave empty for the usual one">
  <div class="row">
    <button type="submit">Sign in</button>
    <button type="submit" class="cancel" formaction="/interaction/${escapeHtml(uid)}/abort" formnovalidate>Cancel</button>
  </div>
</form>`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const argv = process.argv.slice(2);
  const port = argv.includes("--port")
    ? Number(argv[argv.indexOf("--port") + 1])
    : Number(process.env.OIDC_PORT ?? 8788);
  const redirectUris = argv.flatMap((a, i) => (a === "--redirect-uri" ? [argv[i + 1]] : []));
  if (redirectUris.length === 0) {
    redirectUris.push(
      "http://127.0.0.1:8787/api/auth/google/callback",
      "http://localhost:8787/api/auth/google/callback",
    );
  }
  const p = await startOidcProvider({ port, redirectUris, log: (l) => process.stdout.write(l) });
  console.log(`Local OpenID provider: ${p.issuer} (client ${p.clientId}), redirect URIs: ${redirectUris.join(", ")}`);
}
