// Every free-text field of every payload follows the same text rules: no control characters (a
// paragraph may hold line breaks and tabs), no bidirectional overrides, well-formed Unicode.
import { describe, expect, it } from "vitest";
import { bookingStatusChangeSchema } from "./audit.js";
import { closureInputSchema, leaveInputSchema } from "./diary.js";
import { adminBookingInputSchema, bookingUpdateSchema } from "./admin.js";
import { contactSubmissionSchema } from "./messages.js";
import { bookingInputSchema } from "./schemas.js";
import { CONTROL_CHARACTERS_MESSAGE, MALFORMED_TEXT_MESSAGE } from "./text.js";

type Parser = {
  safeParse: (v: unknown) => {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
};

const booking = {
  firstName: "Nina",
  lastName: "Simone",
  email: "nina@example.com",
  phone: "07700900123",
  date: "2026-11-27",
  startTime: "14:00",
  engineer: "Marcus",
  duration: 2,
  totalCost: 7000,
  projectDescription: "An EP",
};
const contact = {
  firstName: "Sam",
  lastName: "Lee",
  email: "sam@example.com",
  subject: "booking",
  message: "Is the studio free next Friday night?",
  website: "",
};
const range = { startDate: "2026-12-24", endDate: "2026-12-26" };

/** Each payload, a valid value of it, and its free-text fields (one line, or several). */
const PAYLOADS: [string, Parser, Record<string, unknown>, string[], string[]][] = [
  [
    "public booking",
    bookingInputSchema,
    booking,
    ["firstName", "lastName", "engineer"],
    ["projectDescription"],
  ],
  [
    "staff booking",
    adminBookingInputSchema,
    booking,
    ["firstName", "lastName", "engineer"],
    ["projectDescription"],
  ],
  [
    "booking edit",
    bookingUpdateSchema,
    booking,
    ["firstName", "lastName", "engineer"],
    ["projectDescription"],
  ],
  ["contact message", contactSubmissionSchema, contact, ["firstName", "lastName", "website"], ["message"]],
  ["cancel", bookingStatusChangeSchema, { status: "cancelled", reason: "Double booked" }, [], ["reason"]],
  [
    "closure",
    closureInputSchema,
    { ...range, reason: "Christmas", publicText: "Closed" },
    ["reason", "publicText"],
    [],
  ],
  [
    "producer leave",
    leaveInputSchema,
    { ...range, engineer: "Marcus", note: "Away" },
    ["engineer", "note"],
    [],
  ],
];

const CONTROLS = { BEL: "\u0007", NUL: "\u0000", ESC: "\u001b", DEL: "\u007f", RLO: "\u202e", C1: "\u0085" };

const messageFor = (schema: Parser, value: unknown, field: string) =>
  schema.safeParse(value).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe.each(PAYLOADS)("the %s payload", (_name, schema, valid, lines, paragraphs) => {
  it("is valid as given", () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each([...lines, ...paragraphs])("%s refuses control characters and bidirectional overrides", (field) => {
    for (const [name, control] of Object.entries(CONTROLS)) {
      const value = { ...valid, [field]: `Long enough a${control}b text` };
      expect([name, messageFor(schema, value, field)]).toEqual([name, CONTROL_CHARACTERS_MESSAGE]);
    }
  });

  it.each([...lines, ...paragraphs])("%s refuses a lone surrogate", (field) => {
    for (const half of ["\ud800", "\udfff"]) {
      const value = { ...valid, [field]: `Long enough a${half}b text` };
      expect(messageFor(schema, value, field)).toBe(MALFORMED_TEXT_MESSAGE);
    }
  });

  it.each(lines)("%s refuses a line break", (field) => {
    expect(messageFor(schema, { ...valid, [field]: "Long enough\nto say" }, field)).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
  });

  it.each(paragraphs)("%s keeps line breaks and tabs", (field) => {
    expect(messageFor(schema, { ...valid, [field]: "Long enough\r\n\tto say" }, field)).toBeUndefined();
  });
});
