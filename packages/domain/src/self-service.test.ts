import { describe, expect, it } from "vitest";
import { sessionInterval } from "./schedule.js";
import { cancellationPolicy, selfCancelClosedMessage } from "./cancellation-policy.js";
import { canSelfCancel, manageLink, selfCancelDeadlineMs, reminderDueMs } from "./self-service.js";

const HOUR = 3_600_000;
const slot = { date: "2026-11-28", startTime: "01:00", duration: 2 };
const startMs = sessionInterval(slot)!.startMs;

describe("self-service rules", () => {
  it("allows an online cancel until noticeHours before the real start (Sunday 01:00 for a Saturday night)", () => {
    expect(new Date(startMs).toISOString()).toBe("2026-11-29T01:00:00.000Z");
    expect(canSelfCancel(slot, 24, new Date(startMs - 24 * HOUR - 1))).toBe(true);
    expect(canSelfCancel(slot, 24, new Date(startMs - 24 * HOUR))).toBe(false);
  });

  it("names the window and the studio's contacts in the refusal", () => {
    const text = selfCancelClosedMessage(24, { bookingsEmail: "b@s.example", messagingNumber: "+44 1" });
    expect(text).toContain("24 hours before");
    expect(text).toContain("b@s.example");
    expect(text).toContain("+44 1");
  });

  it("makes the manage link from PUBLIC_URL, with or without a trailing slash", () => {
    expect(manageLink("https://s.example/", "abc")).toBe("https://s.example/booking/manage/abc");
  });

  it("schedules a reminder reminderHours before the start, never for a booking made after that", () => {
    expect(reminderDueMs({ ...slot, createdAt: new Date(startMs - 48 * HOUR).toISOString() }, 24)).toBe(
      startMs - 24 * HOUR,
    );
    expect(reminderDueMs({ ...slot, createdAt: new Date(startMs - 2 * HOUR).toISOString() }, 24)).toBeNull();
    expect(reminderDueMs({ ...slot, createdAt: new Date(0).toISOString() }, 0)).toBeNull();
  });

  it("states the one cancellation policy from the profile, with the right plural", () => {
    const contact = { bookingsEmail: "bookings@example.com", messagingNumber: "07700 900123" };
    expect(cancellationPolicy({ ...contact, cancellationNoticeHours: 24 })).toBe(
      "You can cancel online, from the link in your confirmation e-mail, up to 24 hours before your session starts. After that, please e-mail bookings@example.com or text 07700 900123.",
    );
    expect(cancellationPolicy({ ...contact, cancellationNoticeHours: 1 })).toContain("up to 1 hour before");
    // A mail that carries its own manage link points to itself.
    expect(cancellationPolicy({ ...contact, cancellationNoticeHours: 24 }, true)).toContain(
      "from the link in this e-mail",
    );
  });

  it("has no deadline and no reminder for a start the spring change skips", () => {
    // 2027-03-28: 01:00 GMT jumps to 02:00 BST, so a Saturday-night 01:30 start never happens.
    const skipped = { date: "2027-03-27", startTime: "01:30", duration: 2 };
    expect(selfCancelDeadlineMs(skipped, 24)).toBeNull();
    expect(reminderDueMs({ ...skipped, createdAt: "2027-01-01T00:00:00Z" }, 24)).toBeNull();
  });
});
