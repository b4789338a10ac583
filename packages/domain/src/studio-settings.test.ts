import { describe, expect, it } from "vitest";
import { checkPublicBooking } from "./checks.js";
import { DEFAULT_EQUIPMENT, type EquipmentGroup, highlightedEquipment } from "./equipment.js";
import { moveCost, moveCostText, moveLengthRefusal } from "./moves.js";
import { DEFAULT_RATE_CARD, priceOf, priceRuleFor, pricedDurationLabel, shortPounds } from "./rate-card.js";
import {
  DEFAULT_STUDIO_POLICIES,
  equipmentSchema,
  newProducerSchema,
  producerPatchSchema,
  producerPricesSchema,
  rateCardSchema,
  sameProducerName,
  settingChanges,
  studioDetailsPatchSchema,
  studioPatchSchema,
  studioPoliciesPatchSchema,
} from "./studio-settings.js";

const card = { ...DEFAULT_RATE_CARD, 4: 13000 };

describe("the rate card", () => {
  it("is the spec's table, £70 to £280, by default", () => {
    expect(DEFAULT_RATE_CARD).toEqual({ 2: 7000, 3: 10000, 4: 12500, 6: 18000, 8: 24000, 10: 28000 });
  });

  it("prices a session by the producer's own price, else the card's", () => {
    expect(priceOf(card, null, 4)).toBe(13000);
    expect(priceOf(card, undefined, 2)).toBe(7000);
    expect(priceOf(card, { prices: { 4: 15000 } }, 4)).toBe(15000);
    expect(priceOf(card, { prices: { 4: 15000 } }, 3)).toBe(10000);
    expect(priceOf(card, {}, 3)).toBe(10000);
    expect(priceRuleFor(card, { prices: { 2: 0 } })(2)).toBe(0);
  });

  it("refuses a length that is not allowed", () => {
    expect(() => priceOf(card, null, 5)).toThrow("Invalid duration: 5");
  });

  it("labels a length at its price", () => {
    expect(pricedDurationLabel(4, 13000)).toBe("4 Hours - £130");
    expect(pricedDurationLabel(2, 7550)).toBe("2 Hours - £75.50");
    expect(shortPounds(0)).toBe("£0");
  });

  it("takes one whole, non-negative price in pence for every length and nothing else", () => {
    const json = { "2": 7000, "3": 10000, "4": 12500, "6": 18000, "8": 24000, "10": 28000 };
    expect(rateCardSchema.safeParse(json).success).toBe(true);
    expect(rateCardSchema.safeParse({ ...json, "5": 1 }).success).toBe(false);
    expect(rateCardSchema.safeParse({ ...json, "4": 12.5 }).success).toBe(false);
    expect(rateCardSchema.safeParse({ ...json, "4": -1 }).success).toBe(false);
    const { "10": _ten, ...short } = json;
    expect(rateCardSchema.safeParse(short).success).toBe(false);
    expect(producerPricesSchema.safeParse({ "4": 15000 }).success).toBe(true);
    expect(producerPricesSchema.safeParse({ "5": 15000 }).success).toBe(false);
  });

  it("checks a visitor's total against the current price for that producer", () => {
    const candidate = {
      date: "2030-01-05",
      startTime: "20:00",
      duration: 4,
      bookings: [],
      now: new Date("2029-12-01T12:00:00Z"),
    };
    const rule = priceRuleFor(card, { prices: { 4: 15000 } });
    expect(checkPublicBooking({ ...candidate, totalCost: 15000, priceRule: rule }).ok).toBe(true);
    const wrong = checkPublicBooking({ ...candidate, totalCost: 12500, priceRule: rule });
    expect(wrong).toMatchObject({
      ok: false,
      reason: "price",
      message: "Total cost must be £150.00 for a 4-hour session",
    });
  });

  it("moves to a new length at the current price, the same length at the booking's own", () => {
    const rule = priceRuleFor(card, null);
    expect(moveCost({ totalCost: 7000, duration: 2 }, 4, rule)).toEqual({ newCost: 13000, difference: 6000 });
    expect(moveCostText({ totalCost: 7000, duration: 2 }, 2, rule)).toContain("the same as before");
    const contact = { bookingsEmail: "a@b.co", messagingNumber: "07000 000000" };
    expect(moveLengthRefusal({ totalCost: 13000, duration: 4 }, 2, contact, rule, "staff")).toBeNull();
    expect(moveLengthRefusal({ totalCost: 12500, duration: 4 }, 2, contact, rule, "staff")).not.toBeNull();
  });
});

describe("the policies", () => {
  it("keep the profile file's names and the domain's bounds", () => {
    expect(studioPoliciesPatchSchema.safeParse(DEFAULT_STUDIO_POLICIES).success).toBe(true);
    expect(studioPoliciesPatchSchema.safeParse({ holdHours: 0 }).success).toBe(false);
    expect(studioPoliciesPatchSchema.safeParse({ cancellationNoticeHours: 24 * 14 + 1 }).success).toBe(false);
    expect(studioPoliciesPatchSchema.safeParse({ retentionMonths: 0 }).success).toBe(false);
    expect(studioPoliciesPatchSchema.safeParse({ maxMovesPerBooking: 11 }).success).toBe(false);
    expect(studioPoliciesPatchSchema.safeParse({ noShowLimit: 1.5 }).success).toBe(false);
    expect(studioPoliciesPatchSchema.safeParse({ moveNoticeHours: 48 }).success).toBe(true);
  });

  it("let other policies (the deposit's) through to their own schema", () => {
    expect(studioPoliciesPatchSchema.parse({ deposit: { kind: "none" } })).toEqual({
      deposit: { kind: "none" },
    });
  });
});

describe("producers and details", () => {
  const producer = { name: "Kai", title: "Producer", bio: "Makes records.", bookable: true };

  it("takes a new producer with a name fit for an address", () => {
    expect(newProducerSchema.parse({ ...producer, name: "  Kai  " }).name).toBe("Kai");
    expect(newProducerSchema.safeParse({ ...producer, name: "a/b" }).success).toBe(false);
    expect(newProducerSchema.safeParse({ ...producer, link: "not a url" }).success).toBe(false);
    expect(newProducerSchema.safeParse({ ...producer, extra: 1 }).success).toBe(false);
  });

  it("changes any field, retires, and sets their own prices", () => {
    expect(producerPatchSchema.parse({ retired: true, prices: { "4": 15000 } })).toEqual({
      retired: true,
      prices: { "4": 15000 },
    });
    expect(producerPatchSchema.safeParse({ name: "" }).success).toBe(false);
  });

  it("counts names the same in any case", () => {
    expect(sameProducerName("kai ", "KAI")).toBe(true);
    expect(sameProducerName("Kai", "Kay")).toBe(false);
  });

  it("checks the details, the equipment and the whole save", () => {
    expect(studioDetailsPatchSchema.safeParse({ bookingsEmail: "nope" }).success).toBe(false);
    expect(studioDetailsPatchSchema.safeParse({ address: { area: "Hackney", postcode: "E8" } }).success).toBe(
      true,
    );
    expect(equipmentSchema.safeParse([{ group: "Mics", items: [] }]).success).toBe(false);
    const u87 = { name: "U87", description: "Large-diaphragm condenser." };
    expect(studioPatchSchema.safeParse({ equipment: [{ group: "Mics", items: [u87] }] }).success).toBe(true);
    expect(equipmentSchema.safeParse([{ group: "Mics", items: ["U87"] }]).success).toBe(false);
    const blank = equipmentSchema.safeParse([{ group: " ", items: [{ name: "U87", description: "" }] }]);
    const issues = blank.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toContainEqual(["0.group", "Group name is required"]);
    expect(issues).toContainEqual(["0.items.0.description", "Description is required"]);
    expect(equipmentSchema.safeParse([]).error?.issues[0]?.message).toBe("List at least one group");
    expect(studioPatchSchema.safeParse({ gallery: [] }).success).toBe(false);
  });
});

describe("the mail sender", () => {
  it("is an address, or a name and <address>", () => {
    const ok = (mailFrom: string) => studioDetailsPatchSchema.safeParse({ mailFrom }).success;
    expect(ok("bookings@studio.example")).toBe(true);
    expect(ok("Leyton Sound <bookings@studio.example>")).toBe(true);
    expect(ok("Leyton Sound")).toBe(false);
    expect(ok("<bookings@studio.example>")).toBe(false);
    expect(ok("Leyton <not an address>")).toBe(false);
  });
});

describe("the equipment", () => {
  it("is the spec's list by default, which the schema takes", () => {
    expect(DEFAULT_EQUIPMENT.map((group) => group.group)).toEqual([
      "Audio Interfaces",
      "Preamps & Processors",
      "Studio Monitors",
      "Microphones",
    ]);
    expect(equipmentSchema.safeParse(DEFAULT_EQUIPMENT).success).toBe(true);
  });

  it("highlights the spec's four while listed, then the first others in order", () => {
    const names = (list: readonly EquipmentGroup[]) => highlightedEquipment(list).map((item) => item.name);
    expect(names(DEFAULT_EQUIPMENT)).toEqual(["UAD X8", "AVALON 737", "FOCAL SM9", "U47 MIC"]);
    const item = (name: string) => ({ name, description: `${name}.` });
    const edited = [
      { group: "Mics", items: [item("U87"), item("U47 MIC")] },
      { group: "Outboard", items: [item("1176"), item("LA-2A"), item("U47 MIC")] },
    ];
    expect(names(edited)).toEqual(["U47 MIC", "U87", "1176", "LA-2A"]);
    expect(names([{ group: "Mics", items: [item("SM7B")] }])).toEqual(["SM7B"]);
  });
});

describe("a save's changes", () => {
  it("lists each field before and after by its path", () => {
    expect(
      settingChanges("policies", { holdHours: 48, reminderHours: 24 }, { holdHours: 72, reminderHours: 24 }),
    ).toEqual([{ field: "policies.holdHours", before: 48, after: 72 }]);
    expect(settingChanges("prices", { "4": 12500 }, { "4": 13000, "2": 7000 })).toEqual([
      { field: "prices.4", before: 12500, after: 13000 },
      { field: "prices.2", before: undefined, after: 7000 },
    ]);
    expect(settingChanges("equipment", [], [{ group: "Mics", items: ["U87"] }])).toHaveLength(1);
    expect(settingChanges("details.name", "A", "A")).toEqual([]);
  });

  it("takes the deposit whole: a percent becoming an amount is one change", () => {
    expect(
      settingChanges("policies", { deposit: { percent: 25 } }, { deposit: { amountPence: 5000 } }),
    ).toEqual([{ field: "policies.deposit", before: { percent: 25 }, after: { amountPence: 5000 } }]);
  });
});
