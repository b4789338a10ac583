import { describe, expect, it } from "vitest";
import { sessionInterval } from "./schedule.js";
import {
  adminEditFormSchema,
  PAST_START_MESSAGE,
  pastStartIssues,
  restoreQuestion,
  staffMailOptionsSchema,
} from "./staff-change.js";

describe("a staff change's e-mails", () => {
  it("takes whether to tell the customer and the key of the change undone, naming a bad field", () => {
    expect(staffMailOptionsSchema.parse({})).toEqual({});
    const key = "3f2a9c1b-7d4e-4a5b-8c6d-0e1f2a3b4c5d";
    expect(staffMailOptionsSchema.parse({ notifyCustomer: false, undoes: key })).toEqual({
      notifyCustomer: false,
      undoes: key,
    });
    const bad = staffMailOptionsSchema.safeParse({ notifyCustomer: "no", undoes: "last one" });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["notifyCustomer", "notifyCustomer must be true or false"],
      ["undoes", "undoes must be the key of the change to undo"],
    ]);
  });

  it("refuses a start already past under startTime unless staff say they are recording one", () => {
    // Saturday night 28 November, 23:00 London (GMT).
    const slot = { date: "2026-11-28", startTime: "23:00", duration: 2 };
    const start = sessionInterval(slot)!.startMs;
    expect(pastStartIssues(slot, new Date(start + 1), false)).toEqual([
      { path: "startTime", message: PAST_START_MESSAGE },
    ]);
    expect(PAST_START_MESSAGE).toContain('Tick "Record a past session"');
    expect(pastStartIssues(slot, new Date(start + 1), true)).toEqual([]);
    // A start that is still to come, or is this very minute, is no past session.
    expect(pastStartIssues(slot, new Date(start), false)).toEqual([]);
    expect(pastStartIssues(slot, new Date(start - 60_000), false)).toEqual([]);
  });

  it("leaves a start the spring change skips to its own refusal: it is no past session", () => {
    // 01:00 on Sunday 29 March 2026 never happens in London: the clocks go from 01:00 to 02:00.
    const skipped = { date: "2026-03-28", startTime: "01:00", duration: 2 };
    expect(sessionInterval(skipped)).toBeNull();
    expect(pastStartIssues(skipped, new Date("2026-06-01T00:00:00Z"), false)).toEqual([]);
  });

  it("asks before a restore whom it will e-mail", () => {
    expect(restoreQuestion("ada@example.com", ["desk@studio.example", "dre@studio.example"], true)).toBe(
      "Restore this session? It is booked again and e-mails ada@example.com and the staff (desk@studio.example, dre@studio.example).",
    );
    expect(restoreQuestion("ada@example.com", [], true)).toBe(
      "Restore this session? It is booked again and e-mails ada@example.com and the staff.",
    );
    expect(restoreQuestion("ada@example.com", ["desk@studio.example"], false)).toBe(
      "Restore this session? It is booked again and e-mails the staff (desk@studio.example) only; the customer is not told.",
    );
  });

  it("reads the Edit dialog's booking with whether the customer hears, naming a bad field", () => {
    const booking = {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "07700 900123",
      date: "2026-11-27",
      startTime: "20:30",
      engineer: "Dre",
      duration: 2,
      totalCost: 70,
      projectDescription: "",
    };
    expect(adminEditFormSchema.parse({ ...booking, notifyCustomer: false }).notifyCustomer).toBe(false);
    expect(adminEditFormSchema.parse(booking).notifyCustomer).toBeUndefined();
    const bad = adminEditFormSchema.safeParse({ ...booking, notifyCustomer: "no" });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["notifyCustomer", "notifyCustomer must be true or false"],
    ]);
  });
});
