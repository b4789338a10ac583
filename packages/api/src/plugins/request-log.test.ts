// Log privacy helpers: quoted third-party text loses e-mail addresses and phone numbers.
import { expect, it } from "vitest";
import { withoutPersonalData } from "../mail/without-personal-data.js";
import { pathOf } from "./request-log.js";

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

it("hides a secret link's segment whatever trails it, and a long token anywhere else", () => {
  const token = "Ab3_-".repeat(8).concat("xyz");
  for (const tail of [".", ")", ">", "'", "%0A", "A", "%3E"])
    expect(pathOf(`/booking/manage/${token}${tail}`)).toBe("/booking/manage/[token]");
  expect(pathOf(`/api/manage/${token}A/cancel`)).toBe("/api/manage/[token]/cancel");
  expect(pathOf(`/calendar/${token}.ics/`)).toBe("/calendar/[token].ics/");
  expect(pathOf(`/api/waitlist/${token}/accept`)).toBe("/api/waitlist/[token]/accept");
  expect(pathOf(`/api/waitlist/short`)).toBe("/api/waitlist/short");
  expect(pathOf(`/waitlist/leave/${token}`)).toBe("/waitlist/leave/[token]");
  expect(pathOf(`//API/manage/${token}`)).toBe("//API/manage/[token]");
  expect(pathOf(`/api/manage%2F${token}`)).toBe("/api/manage%[token]");
  const bookingId = "0b7c4c1e-3a52-4c1f-9d7e-2f4a1b9c8d7e";
  expect(pathOf(`/api/admin/bookings/${bookingId}`)).toBe(`/api/admin/bookings/${bookingId}`);
});
