import { describe, expect, it } from "vitest";
import {
  looksLikeSpam,
  MESSAGE_STATUSES,
  MIN_FILL_MS,
  nextMessageStatus,
  replyLink,
  SETTABLE_MESSAGE_STATUSES,
} from "./messages.js";

describe("the contact form's bot traps", () => {
  const now = new Date("2026-11-20T15:00:00Z");
  const at = (msAgo: number) => now.getTime() - msAgo;

  it("takes a filled hidden field or a form sent faster than a person as spam", () => {
    expect(looksLikeSpam({ website: "http://pills.example" }, now)).toBe(true);
    expect(looksLikeSpam({ website: "x", startedAt: at(60_000) }, now)).toBe(true);
    expect(looksLikeSpam({ startedAt: at(MIN_FILL_MS - 1) }, now)).toBe(true);
    expect(looksLikeSpam({ startedAt: at(0) }, now)).toBe(true);
  });

  it("takes a person's form as a person's", () => {
    expect(looksLikeSpam({}, now)).toBe(false);
    expect(looksLikeSpam({ website: "  ", startedAt: at(MIN_FILL_MS) }, now)).toBe(false);
    // A browser clock ahead of the server's is not evidence of a bot.
    expect(looksLikeSpam({ startedAt: at(-30_000) }, now)).toBe(false);
  });
});

describe("a message's status", () => {
  it("moves unread -> read -> replied and never back", () => {
    expect(nextMessageStatus("unread", "read")).toBe("read");
    expect(nextMessageStatus("unread", "replied")).toBe("replied");
    expect(nextMessageStatus("read", "replied")).toBe("replied");
    expect(nextMessageStatus("read", "unread")).toBe("read");
    expect(nextMessageStatus("replied", "read")).toBe("replied");
    expect(nextMessageStatus("replied", "unread")).toBe("replied");
  });

  it("leaves spam for whatever staff choose: 'Not spam' is unread", () => {
    for (const status of SETTABLE_MESSAGE_STATUSES) expect(nextMessageStatus("spam", status)).toBe(status);
    expect(MESSAGE_STATUSES).toContain("spam");
    expect(nextMessageStatus("replied", "spam")).toBe("spam"); // marked by hand
  });
});

describe("the Reply link", () => {
  it("writes to the sender with 'Re: {subject}'", () => {
    expect(replyLink("ada@example.com", "equipmentQuestion")).toBe(
      "mailto:ada%40example.com?subject=Re%3A%20Equipment%20Question",
    );
  });
});
