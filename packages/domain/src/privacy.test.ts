import { describe, expect, it } from "vitest";
import {
  customerQuerySchema,
  matchesCustomer,
  monthsBefore,
  parseCustomerQuery,
  phoneKey,
  retentionCutoffs,
} from "./privacy.js";
import { privacyNoticeSections } from "./privacyNotice.js";

describe("finding a customer", () => {
  it("reads a UK phone the same with spaces, +44 or 0044", () => {
    expect(phoneKey("07700 900 123")).toBe("07700900123");
    expect(phoneKey("+44 7700 900123")).toBe("07700900123");
    expect(phoneKey("0044 7700 900123")).toBe("07700900123");
    expect(phoneKey("447700900123")).toBe("07700900123");
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
