// Judging a refusal from either door: a 4xx with a short, human message, no stack trace, naming the
// field at fault; and the bodies that are not JSON at all, or not an object.
import type { Answer, Json } from "../../../../../packages/api/test/helpers.js";

const STACK = /\bat .*\.(ts|js|mjs):\d+|node_modules|Error:\s/;

/** The answer's message and field paths, from either door's error shape. */
function errorOf(answer: Answer<Json>): { message: string; paths: string[] } {
  const body = answer.body;
  if (body && typeof body.error === "string") {
    return { message: body.error, paths: (body.issues ?? []).map((i: { path: string }) => i.path) };
  }
  const message = body?.error?.message ?? body?.[0]?.error?.message ?? "";
  const issues = body?.error?.data?.issues ?? [];
  return { message, paths: issues.map((i: { path: string }) => i.path) };
}

/** A 4xx with a short, human message, no stack, naming `field` when one is given. */
export function clearRefusal(
  answer: Answer<Json>,
  field: string | undefined,
  status?: number,
): string | null {
  if (answer.status < 400 || answer.status >= 500) return `status ${answer.status}`;
  if (status !== undefined && answer.status !== status) return `status ${answer.status}, expected ${status}`;
  const { message, paths } = errorOf(answer);
  if (!message || message.length > 600) return `message ${JSON.stringify(message).slice(0, 80)}`;
  if (message === "Internal server error" || STACK.test(answer.text)) return "internal error or stack trace";
  // The rules past the schema (a known producer, the diary's dates) are the service's: they name the
  // booking's field, which tRPC's update nests under `changes`.
  const bare = field?.replace(/^changes\./, "");
  if (field !== undefined && answer.status === 400 && !paths.includes(field) && !paths.includes(bare!))
    return `issue paths ${JSON.stringify(paths)} do not name ${field}`;
  return null;
}

/** Bodies that are not JSON. */
export const MALFORMED = [
  "{",
  '{"firstName":',
  "{'firstName': 'x'}",
  '{"a":1,}',
  "[1,2",
  "nul",
  '{"a":1}}',
  "\u0000",
  '{"a":"\\x"}',
];
/** JSON that is not an object. */
export const NOT_OBJECTS = ["[]", '"text"', "42", "true"];
