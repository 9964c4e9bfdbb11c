import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";

/** The client's address as the edge saw it (wrangler dev sets it too). */
export function clientAddress(headers: Headers): string {
  return headers.get("cf-connecting-ip") ?? headers.get("x-real-ip") ?? "unknown";
}

/** A salted hash of the client address: enough to rate limit, not enough to identify. */
export function clientKey(headers: Headers, salt = ""): string {
  const digest = sha256(new TextEncoder().encode(`${salt}:${clientAddress(headers)}`));
  return encodeHexLowerCase(digest).slice(0, 32);
}
