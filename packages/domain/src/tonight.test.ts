import { describe, expect, it } from "vitest";
import { isPastSession, isTonight } from "./tonight.js";

// Sunday 29 November 2026, 23:19 London (GMT): Sunday's studio night is under way.
const at2319 = new Date("2026-11-29T23:19:00Z");
const evening = { date: "2026-11-29", startTime: "18:00", duration: 4 } as const;

describe("tonight, the studio night from 12:00 until 06:00 the next morning", () => {
  it("keeps a session of 18:00-22:00 in tonight at 23:19, not in the past", () => {
    expect(isTonight(evening, at2319)).toBe(true);
    expect(isPastSession(evening, at2319)).toBe(false);
  });

  it("still holds tonight's sessions at 05:59 the next morning, and lets them go at 06:00", () => {
    const at0559 = new Date("2026-11-30T05:59:00Z");
    const at0600 = new Date("2026-11-30T06:00:00Z");
    expect(isTonight(evening, at0559)).toBe(true);
    expect(isPastSession(evening, at0559)).toBe(false);
    expect(isTonight(evening, at0600)).toBe(false);
    expect(isPastSession(evening, at0600)).toBe(true);
  });

  it("counts last night's sessions as past and tomorrow's as neither tonight nor past", () => {
    const lastNight = { date: "2026-11-28", startTime: "20:00", duration: 2 } as const;
    const tomorrow = { date: "2026-11-30", startTime: "14:00", duration: 2 } as const;
    expect(isPastSession(lastNight, at2319)).toBe(true);
    expect(isTonight(lastNight, at2319)).toBe(false);
    expect(isPastSession(tomorrow, at2319)).toBe(false);
    expect(isTonight(tomorrow, at2319)).toBe(false);
  });

  it("reads the night in London time: at 00:30 BST on a summer Sunday, Saturday's night is tonight", () => {
    const summer = new Date("2026-07-18T23:30:00Z"); // Sun 19 Jul, 00:30 BST
    expect(isTonight({ date: "2026-07-18" }, summer)).toBe(true);
    expect(isPastSession({ date: "2026-07-18", startTime: "20:00", duration: 2 }, summer)).toBe(false);
  });
});
