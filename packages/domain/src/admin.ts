/**
 * What a staff booking must hold beyond its schema: a producer the studio has and a date the
 * diary can hold. Both depend on data (the producers, today), so the caller passes them in.
 */
import dayjs from "dayjs";
import { londonToday } from "./schedule.js";

export interface FieldIssue {
  path: string;
  message: string;
}

export interface StaffDiary {
  now: Date;
  /** Names of the studio's producers. */
  producers: readonly string[];
}

/** Staff may enter a session up to a year back (a late entry) and two years ahead. */
export function staffDateRange(now: Date): { min: string; max: string } {
  const today = dayjs.utc(londonToday(now));
  return {
    min: today.subtract(1, "year").format("YYYY-MM-DD"),
    max: today.add(2, "year").format("YYYY-MM-DD"),
  };
}

/** The staff rules the given fields break, one issue per field (fields not given are not checked). */
export function staffBookingIssues(
  fields: { date?: string | undefined; engineer?: string | undefined },
  diary: StaffDiary,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (fields.date !== undefined) {
    const { min, max } = staffDateRange(diary.now);
    if (fields.date < min || fields.date > max) {
      issues.push({
        path: "date",
        message: `Date must be from ${min} to ${max} (a year back to two years ahead)`,
      });
    }
  }
  if (fields.engineer !== undefined && !diary.producers.includes(fields.engineer)) {
    issues.push({
      path: "engineer",
      message: `Engineer must be one of the studio's engineers: ${diary.producers.join(", ")}`,
    });
  }
  return issues;
}
