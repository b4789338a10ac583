// Input hygiene (the diary-defence issue): text that is not well-formed Unicode, names that show
// nothing, phones that are not phone numbers, public starts off the hour, and staff bookings for an
// producer the studio does not have or a year nobody means. Nothing renders as NaN.
import { describe, expect, it } from "vitest";
import { formatSpan } from "./availability.js";
import { formatTime12 } from "./format.js";
import {
  adminBookingInputSchema,
  staffBookingIssues,
  staffDateRange,
  bookingUpdateSchema,
  idParamSchema,
  loginSchema,
} from "./admin.js";
import { contactSubmissionSchema } from "./messages.js";
import { bookingInputSchema, START_ON_THE_HOUR_MESSAGE } from "./schemas.js";
import { londonInstant } from "./schedule.js";
import { MALFORMED_TEXT_MESSAGE, PHONE_CHARACTERS_MESSAGE, PHONE_RULE_TEXT } from "./text.js";
import { formatSessionRange, formatSessionRangeLong, sessionWhen } from "./when.js";

// A valid public booking (each case breaks one thing in it).
const person = { firstName: "Nina", lastName: "Simone", email: "nina@example.com", phone: "07700900123" };
const session = { date: "2026-11-27", startTime: "14:00", engineer: "Marcus", duration: 2, totalCost: 7000 };
const booking = { ...person, ...session };
const contact = {
  firstName: "Sam",
  lastName: "Lee",
  email: "sam@example.com",
  subject: "booking",
  message: "Is the studio free next Friday night?",
};

type Parser = {
  safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** The first message zod gives for a field, or undefined when the field is fine. */
const messageFor = (schema: Parser, value: unknown, field: string) =>
  schema.safeParse(value).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe("well-formed Unicode", () => {
  const lone = ["\ud800", "Ada\udfff", "x\udc00y"];

  it.each(["firstName", "lastName", "email", "phone", "engineer", "projectDescription"])(
    "refuses a lone surrogate in a booking's %s",
    (field) => {
      for (const half of lone) {
        const value = field === "phone" ? `07700900123${half}` : half;
        expect(messageFor(bookingInputSchema, { ...booking, [field]: value }, field)).toBeDefined();
      }
      expect(messageFor(bookingInputSchema, { ...booking, [field]: "\ud800" }, field)).toBe(
        MALFORMED_TEXT_MESSAGE,
      );
    },
  );

  it.each(["firstName", "lastName", "email", "phone", "message", "website"])(
    "refuses a lone surrogate in a contact message's %s",
    (field) => {
      const value = field === "phone" ? "07700900123\ud800" : "A long enough message \udfff";
      expect(messageFor(contactSubmissionSchema, { ...contact, [field]: value }, field)).toBeDefined();
    },
  );

  it("refuses one in a password and an id", () => {
    expect(messageFor(loginSchema, { password: "secret\ud800" }, "password")).toBe(MALFORMED_TEXT_MESSAGE);
    expect(messageFor(idParamSchema, { id: "\udfff" }, "id")).toBe(MALFORMED_TEXT_MESSAGE);
  });

  it("keeps a surrogate pair (an emoji) whole", () => {
    expect(bookingInputSchema.parse({ ...booking, firstName: "Zoë 🎤" }).firstName).toBe("Zoë 🎤");
  });
});

describe("a required name shows something", () => {
  it.each([
    ["zero-width spaces", "\u200b\u200b\u200b"],
    ["a byte-order mark and a joiner", "\ufeff\u200d"],
    ["no-break and ideographic spaces", "\u00a0\u3000"],
    ["a lone combining accent", "\u0301"],
    ["Hangul fillers", "\u3164\u115f"],
    ["a Braille blank", "\u2800"],
  ])("refuses a first name of %s with the spec's text", (_label, value) => {
    expect(messageFor(bookingInputSchema, { ...booking, firstName: value }, "firstName")).toBe(
      "First name is required",
    );
    expect(messageFor(contactSubmissionSchema, { ...contact, lastName: value }, "lastName")).toBe(
      "Last name is required",
    );
    expect(messageFor(adminBookingInputSchema, { ...booking, engineer: value }, "engineer")).toBe(
      "Engineer is required",
    );
  });

  it("accepts a name with an accent, a joiner inside an emoji, or in another script", () => {
    for (const name of ["José", "e\u0301", "👩‍🎤", "李", "Ольга"]) {
      expect(bookingInputSchema.safeParse({ ...booking, firstName: name }).success).toBe(true);
    }
  });
});

describe("phone numbers", () => {
  it.each([
    ["letters", "abcdefghijk", PHONE_RULE_TEXT],
    ["nine digits among punctuation", "(077) 009-001", PHONE_RULE_TEXT],
    ["ten digits and a letter", "0770090012x3", PHONE_CHARACTERS_MESSAGE],
    ["an extension word", "07700 900123 ext", PHONE_CHARACTERS_MESSAGE],
    ["a slash", "07700/900123", PHONE_CHARACTERS_MESSAGE],
  ])("refuses %s", (_label, phone, message) => {
    expect(messageFor(bookingInputSchema, { ...booking, phone }, "phone")).toBe(message);
    expect(messageFor(bookingUpdateSchema, { phone }, "phone")).toBe(message);
    expect(messageFor(contactSubmissionSchema, { ...contact, phone }, "phone")).toBe(message);
  });

  it("accepts digits with spaces and + - ( ) .", () => {
    for (const phone of ["+44 (0)7700-900.123", "07700 900 123", "020 7946 0000"]) {
      expect(bookingInputSchema.parse({ ...booking, phone }).phone).toBe(phone);
    }
  });

  it("leaves the contact form's phone optional", () => {
    expect(contactSubmissionSchema.parse({ ...contact, phone: "" }).phone).toBeUndefined();
    expect(contactSubmissionSchema.parse(contact).phone).toBeUndefined();
  });
});

describe("public start times", () => {
  it.each(["12:30", "03:59", "23:01"])("refuses a public start at %s: the grid is hourly", (startTime) => {
    expect(messageFor(bookingInputSchema, { ...booking, startTime }, "startTime")).toBe(
      START_ON_THE_HOUR_MESSAGE,
    );
  });

  it("lets staff start off the hour", () => {
    expect(adminBookingInputSchema.safeParse({ ...booking, startTime: "12:30" }).success).toBe(true);
    expect(bookingUpdateSchema.safeParse({ startTime: "12:30" }).success).toBe(true);
  });
});

describe("staff bookings", () => {
  const now = new Date("2026-11-23T15:00:00Z");
  const diary = { now, producers: ["Marcus", "Jay"] };

  it("holds dates from a year back to two years ahead, London time", () => {
    expect(staffDateRange(now)).toEqual({ min: "2025-11-23", max: "2028-11-23" });
    // 23:30 UTC on 31 May is already 1 June in London.
    expect(staffDateRange(new Date("2026-05-31T23:30:00Z"))).toEqual({
      min: "2025-06-01",
      max: "2028-06-01",
    });
  });

  it("names the date outside the range and an unknown engineer", () => {
    expect(staffBookingIssues({ date: "2025-11-23", engineer: "Jay" }, diary)).toEqual([]);
    expect(staffBookingIssues({ date: "2028-11-23", engineer: "Marcus" }, diary)).toEqual([]);
    expect(staffBookingIssues({ date: "9999-12-31", engineer: "Nobody" }, diary)).toEqual([
      {
        path: "date",
        message: "Date must be from 2025-11-23 to 2028-11-23 (a year back to two years ahead)",
      },
      { path: "engineer", message: "Engineer must be one of the studio's engineers: Marcus, Jay" },
    ]);
    expect(staffBookingIssues({ date: "2025-11-22" }, diary).map((i) => i.path)).toEqual(["date"]);
    expect(staffBookingIssues({ engineer: "marcus" }, diary).map((i) => i.path)).toEqual(["engineer"]);
  });

  it("checks only the fields given (an edit sends the changed ones)", () => {
    expect(staffBookingIssues({}, diary)).toEqual([]);
  });
});

describe("nothing renders as NaN", () => {
  it("formats a session at the edge of the calendar", () => {
    for (const startTime of ["23:00", "01:00", "12:00"]) {
      const slot = { date: "9999-12-31", startTime, duration: 10 };
      const texts = [formatSpan(slot), formatSessionRange(slot), formatSessionRangeLong(slot)];
      for (const text of texts) expect(text).not.toMatch(/NaN|Invalid/);
    }
    expect(sessionWhen({ date: "9999-12-31", startTime: "01:00", duration: 2 }).start).toEqual({
      date: "10000-01-01",
      time: "01:00",
    });
  });

  it("shows a time it cannot read as written, and finds no instant for a date it cannot read", () => {
    expect(formatTime12("ab:cd")).toBe("ab:cd");
    expect(formatTime12("")).toBe("");
    expect(londonInstant("someday", "12:00")).toBeNull();
  });
});
