/**
 * Which kind of deployment this is, from the ENVIRONMENT variable: wrangler.toml sets
 * "production" for deploys; `npm start` (dev/stack.mjs) and the tests set "development".
 * Anything else counts as production, the safe side.
 */
export interface EnvironmentSettings {
  ENVIRONMENT?: string;
  RATE_LIMIT_SALT?: string;
}

export function isDevelopment(env: EnvironmentSettings): boolean {
  return env.ENVIRONMENT === "development";
}

export function isProduction(env: EnvironmentSettings): boolean {
  return !isDevelopment(env);
}

/**
 * Settings production refuses to run without, each with a message for the operator.
 * RATE_LIMIT_SALT: without it the hashed client addresses of the rate limits are plain
 * SHA-256 of an IP address, which anyone can reverse by trying all addresses.
 */
export function productionConfigProblems(env: EnvironmentSettings): string[] {
  if (!isProduction(env)) return [];
  const problems: string[] = [];
  if (!env.RATE_LIMIT_SALT?.trim()) {
    problems.push(
      "RATE_LIMIT_SALT is empty: set it as a secret (`wrangler secret put RATE_LIMIT_SALT`, a long random string) before serving production traffic.",
    );
  }
  return problems;
}
