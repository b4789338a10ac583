// Log privacy helpers: quoted third-party text loses e-mail addresses and phone numbers.
import { expect, it } from "vitest";
import { pathOf, withoutPersonalData } from "../../src/plugins/request-log.js";

it("hides e-mail addresses and phone numbers but keeps SMTP codes and times", () => {
  expect(
    withoutPersonalData(
      "550 5.1.1 <ada.lovelace+studio@example.co.uk>: Recipient address rejected at 12:00:01",
    ),
  ).toBe("550 5.1.1 <[e-mail]>: Recipient address rejected at 12:00:01");
  expect(withoutPersonalData("call 07700 900123 or +44 (0)7700-900-123")).toBe("call [number] or [number]");
  expect(withoutPersonalData("connect ECONNREFUSED 127.0.0.1:2525")).toBe(
    "connect ECONNREFUSED 127.0.0.1:2525",
  );
});

it("logs a secret link's path without its token", () => {
  const token = "Ab3_-".repeat(8).concat("xyz");
  expect(pathOf(`/calendar/${token}.ics?x=1`)).toBe("/calendar/[token].ics");
  expect(pathOf(`/api/manage/${token}/cancel`)).toBe("/api/manage/[token]/cancel");
  expect(pathOf(`/booking/manage/${token}`)).toBe("/booking/manage/[token]");
  expect(pathOf("/api/bookings/date/2026-11-28")).toBe("/api/bookings/date/2026-11-28");
});
