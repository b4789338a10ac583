// Conditional GET (RFC 9110 13.1): whether the client's copy, named by its validators, is current.
import type { IncomingHttpHeaders } from "node:http";

/** The answer's validators: a (weak or strong) ETag and the last change, in whole seconds. */
interface Validators {
  etag: string;
  lastModifiedMs: number;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/**
 * True when the client already holds this version: an If-None-Match naming its ETag (compared
 * weakly), or, only without If-None-Match, an If-Modified-Since not before its last change.
 */
export function isNotModified(headers: IncomingHttpHeaders, validators: Validators): boolean {
  const noneMatch = headers["if-none-match"];
  if (noneMatch !== undefined) {
    const tags = noneMatch.split(",").map(opaque);
    return tags.includes("*") || tags.includes(opaque(validators.etag));
  }
  const since = Date.parse(headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && validators.lastModifiedMs <= since;
}
