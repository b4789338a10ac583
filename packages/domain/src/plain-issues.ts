/**
 * The words of a check that has no message of its own, for the studio's staff (the Studio tab's
 * numbers) and an API's caller alike: 'Required', 'Must be a whole number', 'Must be at most 672'.
 * zod's English says the rest.
 */
import type * as z from "zod/mini";

export function plainIssueText(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === "invalid_type") {
    if (issue.input === undefined) return "Required";
    if (issue.expected === "int" && typeof issue.input === "number") return "Must be a whole number";
    if (issue.expected === "int" || issue.expected === "number") return "Must be a number";
    if (issue.expected === "boolean") return "Must be true or false";
    return undefined;
  }
  if (issue.code === "too_big" && issue.origin === "number")
    return `Must be ${issue.inclusive ? "at most" : "less than"} ${issue.maximum}`;
  if (issue.code === "too_small" && issue.origin === "number")
    return `Must be ${issue.inclusive ? "at least" : "more than"} ${issue.minimum}`;
  return undefined;
}
