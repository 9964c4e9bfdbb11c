/**
 * The part of corpus/policies/ the engine's rules are never developed on.
 *
 * Rule (fixed before any result on these policies was looked at): a policy is held out when
 * the first 8 hex digits of sha256("holdout:" + slug), read as an unsigned integer, are
 * divisible by 5. The rule is applied to every slug, so a policy added later falls on its
 * side by the same rule. On the 27 policies of the development half it holds out 9 (a third
 * rather than a fifth, by chance of the hash; kept as it is, since re-drawing after seeing
 * which policies it picks would defeat its purpose).
 *
 * bench:corpus reports these apart from the others: if they score far below the rest, the
 * rules are fitted to sentences.
 */
import { createHash } from "node:crypto";

export const HOLDOUT_RULE = 'sha256("holdout:" + slug), first 8 hex digits mod 5 === 0';

export function isHeldOut(slug) {
  const hex = createHash("sha256").update(`holdout:${slug}`).digest("hex").slice(0, 8);
  return Number.parseInt(hex, 16) % 5 === 0;
}

/** The rule's answer on the development half, written down when the rule was fixed. */
export const HELD_OUT_POLICIES = [
  "blizzard-entertainment",
  "craigslist",
  "letterboxd",
  "nextdns",
  "quora",
  "sync",
  "telegram",
  "visible",
  "wechat",
];
