import { expect, it } from "vitest";
import { WAITLIST_LEAVE_PATH, waitlistLeaveTexts } from "./waitlist-leave.js";

it("names the leave page's path and its words", () => {
  expect(WAITLIST_LEAVE_PATH).toBe("/waitlist/leave/");
  expect(waitlistLeaveTexts.left).toMatch(/^You have left the waitlist/);
  expect(waitlistLeaveTexts.button).toBe(waitlistLeaveTexts.heading);
});
