// The secret links (a customer's manage link, a staff calendar feed): 256 random bits in base64url,
// of which only the SHA-256 is stored, so a copy of the database opens nothing.
import { createHash, randomBytes } from "node:crypto";

/** SHA-256 of a link's token: the only form in which it is stored. */
export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** A fresh token and the hash to store. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

// base64url of 32 bytes; anything else cannot be a token, and is answered like an unknown one.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const isTokenShaped = (token: string) => TOKEN_SHAPE.test(token);
