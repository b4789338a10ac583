import { describe, expect, it } from "vitest";
import {
  customerQuerySchema,
  ERASED,
  isSameCustomer,
  matchesCustomer,
  monthsBefore,
  parseCustomerQuery,
  phoneKey,
  retentionCutoffs,
} from "./privacy.js";
import { privacyNoticeSections } from "./privacy-notice.js";

describe("finding a customer", () => {
  it("reads a UK phone the same with spaces, +44 or 0044", () => {
    expect(phoneKey("07700 900 123")).toBe("07700900123");
    expect(phoneKey("+44 7700 900123")).toBe("07700900123");
    expect(phoneKey("0044 7700 900123")).toBe("07700900123");
    expect(phoneKey("447700900123")).toBe("07700900123");
  });

  it("reads every way of writing one UK number as one phone, and keeps other countries apart", () => {
    const forms = [
      "07700 900777",
      "+44 7700 900777",
      "0044 7700 900777",
      "+44 (0)7700 900777",
      "+44(0) 7700-900-777",
      "0044 (0) 7700 900777",
      "(07700) 900.777",
      "+44 07700 900777",
    ];
    for (const form of forms) expect([form, phoneKey(form)]).toEqual([form, "07700900777"]);
    expect(phoneKey("+33 6 12 34 56 78")).toBe(phoneKey("0033 (0)6 12 34 56 78"));
    expect(phoneKey("+33 6 12 34 56 78")).not.toBe(phoneKey("06 12 34 56 78"));
  });

  it("one customer: the same e-mail in any case, or the same phone however written", () => {
    const booked = { email: "Sam@Example.com", phone: "07700 900777" };
    expect(isSameCustomer(booked, { email: " sam@example.COM ", phone: "07000 000000" })).toBe(true);
    expect(isSameCustomer(booked, { email: "other@example.com", phone: "+44 (0)7700 900777" })).toBe(true);
    expect(isSameCustomer(booked, { email: "other@example.com", phone: "07700 900778" })).toBe(false);
    expect(isSameCustomer({ email: ERASED, phone: ERASED }, { email: ERASED, phone: ERASED })).toBe(false);
  });

  it("never matches two customers on a missing or erased phone", () => {
    const a = { email: "a@example.com", phone: "07700 900777" };
    const b = { email: "b@example.com", phone: "07700 900777" };
    expect(isSameCustomer({ ...a, phone: null }, { ...b, phone: null })).toBe(false);
    expect(isSameCustomer(a, { ...b, phone: null })).toBe(false);
    expect(isSameCustomer({ ...a, phone: null }, b)).toBe(false);
    expect(isSameCustomer({ ...a, phone: ERASED }, { ...b, phone: ERASED })).toBe(false);
    expect(isSameCustomer(a, { ...b, phone: ERASED })).toBe(false);
    expect(isSameCustomer({ ...a, phone: ERASED }, b)).toBe(false);
    expect(isSameCustomer({ ...a, phone: "" }, { ...b, phone: "" })).toBe(false);
  });

  it("matches e-mails ignoring case, and never an erased record", () => {
    const q = parseCustomerQuery(" Ada@Example.com ");
    expect(matchesCustomer(q, { email: "ada@example.COM", phone: null })).toBe(true);
    expect(matchesCustomer(q, { email: "[erased]", phone: "[erased]" })).toBe(false);
    expect(
      matchesCustomer(parseCustomerQuery("+447700900123"), { email: "x@y.z", phone: "07700 900123" }),
    ).toBe(true);
  });

  it("accepts an e-mail or a phone, and names the field otherwise", () => {
    expect(customerQuerySchema.safeParse({ q: "ada@example.com" }).success).toBe(true);
    expect(customerQuerySchema.safeParse({ q: "07700 900123" }).success).toBe(true);
    const bad = customerQuerySchema.safeParse({ q: "ada" });
    expect(bad.error?.issues[0]?.message).toBe("Enter the customer's e-mail address or phone number");
  });
});

describe("retention", () => {
  it("counts calendar months back, clamping the 31st", () => {
    expect(monthsBefore("2026-03-31", 1)).toBe("2026-02-28");
    expect(monthsBefore("2026-11-23", 72)).toBe("2020-11-23");
    expect(monthsBefore("2026-01-15", -25)).toBe("2028-02-15");
  });

  it("gives each kind of data its own cutoff", () => {
    const cutoffs = retentionCutoffs(new Date("2026-11-23T12:00:00Z"), {
      retentionMonths: 72,
      messageRetentionMonths: 24,
    });
    expect(cutoffs).toEqual({
      bookingsBefore: "2020-11-23",
      messagesBefore: "2024-11-23T00:00:00.000Z",
      mailBodiesBefore: "2026-08-25T12:00:00.000Z",
      spamBefore: "2026-10-24T12:00:00.000Z",
    });
  });
});

describe("the privacy notice", () => {
  const profile = {
    name: "Leyton Sound Studio",
    bookingsEmail: "bookings@example.com",
    messagingNumber: "+44 7700 900123",
    address: { area: "Leyton, London", postcode: "E10 6AE" },
    retentionMonths: 72,
    messageRetentionMonths: 24,
  };

  it("fills the profile into the default texts: six years, 24 months, the ICO, no tracking cookies", () => {
    const text = privacyNoticeSections(profile)
      .map((s) => `${s.heading}: ${s.text}`)
      .join("\n");
    expect(text).toContain("Leyton Sound Studio is a recording studio in Leyton, London (E10 6AE)");
    expect(text).toContain("erased automatically 6 years after the session");
    expect(text).toContain("erased 24 months after");
    expect(text).toContain(
      "Payments you make at the studio are accounting records, kept for six years: when your personal data is erased, each payment's amount, date and method stay",
    );
    expect(text).toContain("Information Commissioner's Office");
    expect(text).toContain("no tracking or advertising cookies");
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it("uses the studio's own text for a section it has rewritten", () => {
    const sections = privacyNoticeSections({
      ...profile,
      privacyNotice: {
        recipients: "Only {name}.",
        rights: "Keep {braces} the studio did not mean as a field.",
      },
    });
    expect(sections.find((s) => s.key === "recipients")?.text).toBe("Only Leyton Sound Studio.");
    expect(sections.find((s) => s.key === "rights")?.text).toBe(
      "Keep {braces} the studio did not mean as a field.",
    );
  });
});
