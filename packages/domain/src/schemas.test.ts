import { describe, expect, it } from "vitest";
import {
  NO_CHANGES,
  adminBookingInputSchema,
  bookingStatusSchema,
  bookingUpdateSchema,
  changedFields,
  dateParamSchema,
  idParamSchema,
  loginSchema,
} from "./admin.js";
import { contactInputSchema, contactSubmissionSchema, messageStatusSchema } from "./messages.js";
import { type Booking, bookingInputSchema, publicDayJson, NEW_BOOKING_STATE } from "./schemas.js";
import { CONTROL_CHARACTERS_MESSAGE } from "./text.js";

const valid = {
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.com",
  phone: "07700900123",
  date: "2026-11-27",
  startTime: "14:00",
  engineer: "Marcus",
  duration: 2 as const,
  totalCost: 7000,
};

/** The message zod gives for a field, or undefined when the field is fine. */
const messageFor = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
  field: string,
) => schema.safeParse(value).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe("public booking schema", () => {
  it("accepts a complete booking and trims text", () => {
    const parsed = bookingInputSchema.parse({ ...valid, firstName: "  Jane ", email: " jane@example.com " });
    expect(parsed.firstName).toBe("Jane");
    expect(parsed.email).toBe("jane@example.com");
  });

  it.each([
    ["firstName", "", "First name is required"],
    ["firstName", "   ", "First name is required"],
    ["firstName", undefined, "First name is required"],
    ["lastName", "", "Last name is required"],
    ["email", "not-an-email", "Invalid email address"],
    ["email", 42, "Invalid email address"],
    ["phone", "12345", "Phone number must be at least 10 digits"],
    ["phone", undefined, "Phone number must be at least 10 digits"],
    ["date", "", "Date is required"],
    ["date", undefined, "Date is required"],
    ["date", "27/11/2026", "Date must be in YYYY-MM-DD format"],
    ["date", "2026-02-30", "Date must be a real calendar date"],
    ["startTime", "", "Start time is required"],
    ["startTime", "2pm", "Start time must be in HH:MM format"],
    ["startTime", "24:00", "Start time must be in HH:MM format"],
    ["engineer", "", "Engineer is required"],
    ["duration", 5, "Duration must be 2, 3, 4, 6, 8, or 10 hours"],
    ["duration", "2", "Duration must be 2, 3, 4, 6, 8, or 10 hours"],
    ["duration", -2, "Duration must be 2, 3, 4, 6, 8, or 10 hours"],
    ["totalCost", -1, "Total cost must be positive"],
    ["totalCost", 1.5, "Total cost must be a whole number of pence"],
    ["totalCost", "7000", "Total cost must be a whole number of pence"],
    ["totalCost", 1e12, "Total cost is too large"],
    ["firstName", "x".repeat(101), "Must be at most 100 characters"],
    ["phone", "1".repeat(31), "Must be at most 30 characters"],
    ["projectDescription", "x".repeat(5001), "Must be at most 5000 characters"],
  ])("refuses %s = %j with '%s'", (field, value, message) => {
    expect(messageFor(bookingInputSchema, { ...valid, [field]: value }, field)).toBe(message);
  });

  it("refuses an e-mail longer than the standard allows", () => {
    expect(messageFor(bookingInputSchema, { ...valid, email: `${"a".repeat(250)}@x.com` }, "email")).toBe(
      "Invalid email address",
    );
  });

  it("requires the cost publicly but not for the admin", () => {
    expect(messageFor(bookingInputSchema, { ...valid, totalCost: undefined }, "totalCost")).toBeDefined();
    expect(adminBookingInputSchema.safeParse({ ...valid, totalCost: undefined }).success).toBe(true);
  });
});

describe("control characters", () => {
  it.each([
    ["firstName", "Eve\r\nBcc: someone@example.com"],
    ["lastName", "Null\u0000Byte"],
    ["lastName", "evil\u202Egnp.exe"],
    ["engineer", "Mar\u001bcus"],
    ["phone", "07700\u0085900123"],
    ["projectDescription", "An EP\u0000"],
    ["projectDescription", "An \u2066EP"],
  ])("refuses %s = %j", (field, value) => {
    expect(messageFor(bookingInputSchema, { ...valid, [field]: value }, field)).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
  });

  it("accepts accents, emoji and line breaks in a description", () => {
    const parsed = bookingInputSchema.parse({
      ...valid,
      firstName: "Zoë 🎤",
      projectDescription: "EP\n\tsingle 🎶",
    });
    expect(parsed.firstName).toBe("Zoë 🎤");
    expect(parsed.projectDescription).toBe("EP\n\tsingle 🎶");
  });
});

describe("admin edit schema", () => {
  it("accepts any subset of fields", () => {
    expect(bookingUpdateSchema.parse({ phone: "02079460000" })).toEqual({ phone: "02079460000" });
    expect(bookingUpdateSchema.parse({})).toEqual({});
  });

  it("refuses a negative cost with 'Total cost must be positive'", () => {
    expect(messageFor(bookingUpdateSchema, { totalCost: -100 }, "totalCost")).toBe(
      "Total cost must be positive",
    );
  });
});

describe("status, login and parameter schemas", () => {
  it("accepts only the spec's statuses", () => {
    expect(bookingStatusSchema.safeParse({ status: "cancelled" }).success).toBe(true);
    expect(messageFor(bookingStatusSchema, { status: "deleted" }, "status")).toBe(
      "Status must be confirmed or cancelled",
    );
    expect(messageStatusSchema.safeParse({ status: "replied" }).success).toBe(true);
    // "unread" is the Messages tab's "Not spam"; staff may also mark a message as spam by hand.
    expect(messageStatusSchema.safeParse({ status: "unread" }).success).toBe(true);
    expect(messageStatusSchema.safeParse({ status: "spam" }).success).toBe(true);
    expect(messageFor(messageStatusSchema, { status: "deleted" }, "status")).toBe(
      "Status must be unread, read, replied or spam",
    );
  });

  it("requires a password", () => {
    expect(messageFor(loginSchema, { password: "" }, "password")).toBe("Password is required");
    expect(messageFor(loginSchema, {}, "password")).toBe("Password is required");
    expect(messageFor(loginSchema, { password: "x".repeat(1025) }, "password")).toBe("Password is too long");
  });

  it("checks dates and ids in paths", () => {
    expect(dateParamSchema.safeParse({ date: "2026-11-27" }).success).toBe(true);
    expect(messageFor(dateParamSchema, { date: "tomorrow" }, "date")).toBe(
      "Date must be in YYYY-MM-DD format",
    );
    expect(messageFor(idParamSchema, { id: "" }, "id")).toBe("Id is required");
    expect(messageFor(idParamSchema, { id: "x".repeat(101) }, "id")).toBe("Id is too long");
  });
});

describe("contact schema", () => {
  const message = {
    firstName: "Sam",
    lastName: "Lee",
    email: "sam@example.com",
    subject: "pricing",
    message: "How much for a weekend?",
  };

  it("accepts a message without a phone and drops an empty phone", () => {
    expect(contactInputSchema.parse(message).phone).toBeUndefined();
    expect(contactInputSchema.parse({ ...message, phone: "" }).phone).toBeUndefined();
    expect(contactInputSchema.parse({ ...message, phone: "07700900123" }).phone).toBe("07700900123");
  });

  it.each([
    ["firstName", "", "First name is required"],
    ["lastName", "", "Last name is required"],
    ["email", "sam@", "Invalid email address"],
    ["subject", "gossip", "Subject must be booking, pricing, equipment, collaboration or other"],
    ["message", "too short", "Message must be at least 10 characters"],
    ["message", undefined, "Message must be at least 10 characters"],
    ["message", "x".repeat(5001), "Must be at most 5000 characters"],
    ["phone", "1".repeat(31), "Must be at most 30 characters"],
  ])("refuses %s = %j with '%s'", (field, value, text) => {
    expect(messageFor(contactInputSchema, { ...message, [field]: value }, field)).toBe(text);
  });

  it("carries the bot traps in the submission", () => {
    expect(contactSubmissionSchema.parse({ ...message, website: "", startedAt: 1 })).toMatchObject({
      website: "",
      startedAt: 1,
    });
  });

  it.each([-1, 1.5, 1e308])("refuses a fill-start time no browser sends: %j", (startedAt) => {
    expect(contactSubmissionSchema.safeParse({ ...message, startedAt }).success).toBe(false);
  });

  it("keeps line breaks in a message but refuses other control characters", () => {
    expect(contactInputSchema.parse({ ...message, message: "Line one\r\n\tLine two" }).message).toBe(
      "Line one\r\n\tLine two",
    );
    expect(
      messageFor(contactInputSchema, { ...message, message: "Ring the bell\u0007 now" }, "message"),
    ).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(messageFor(contactInputSchema, { ...message, phone: "07700\n900123" }, "phone")).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
  });
});

describe("the edit diff", () => {
  const original: Booking = {
    id: "b1",
    ...valid,
    projectDescription: null,
    ...NEW_BOOKING_STATE,
    createdAt: "2026-11-21T10:00:00.000Z",
  };

  it("keeps only the fields that changed", () => {
    expect(
      changedFields(original, { ...valid, phone: "02079460000", duration: 3, totalCost: 10000 }),
    ).toEqual({
      phone: "02079460000",
      duration: 3,
      totalCost: 10000,
    });
  });

  it("says nothing changed when only whitespace or an empty description differ", () => {
    expect(changedFields(original, { ...valid, firstName: " Jane ", projectDescription: "" })).toBeNull();
    expect(changedFields(original, { ...valid, totalCost: undefined })).toBeNull();
    expect(NO_CHANGES).toBe("No changes detected");
  });

  it("sees a new description", () => {
    expect(changedFields(original, { ...valid, projectDescription: "Vocals" })).toEqual({
      projectDescription: "Vocals",
    });
  });
});

describe("publicDayJson", () => {
  it("writes the grid's fields of each session, in their order, and nothing else", () => {
    const row = {
      status: "confirmed",
      email: "ada@example.org",
      engineer: "Marcus",
      duration: 3,
      startTime: "20:00",
      firstName: "Ada",
      date: "2026-12-04",
    };
    expect(publicDayJson([row, { ...row, status: "held", startTime: "02:00", duration: 2 }])).toBe(
      '[{"date":"2026-12-04","startTime":"20:00","duration":3,"engineer":"Marcus","status":"confirmed"},' +
        '{"date":"2026-12-04","startTime":"02:00","duration":2,"engineer":"Marcus","status":"held"}]',
    );
    expect(publicDayJson([])).toBe("[]");
  });
});
