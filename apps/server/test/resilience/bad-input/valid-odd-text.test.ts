// What valid input may hold: emoji, accents and SQL-looking text are stored verbatim, and fields a
// visitor or the edit door may not set (id, status, timestamps) never reach a row.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bookingPayload, call, type Json, upcoming } from "../../../../../packages/api/test/helpers.js";
import { Tally } from "../harness.js";
import { badInputStudio } from "./bad-input-studio.js";

const studio = badInputStudio();

describe("what valid input may hold", () => {
  it("stores emoji, accents and SQL-looking text verbatim, and extra fields never reach a row", async () => {
    const { t, cookie } = studio;
    const tally = new Tally("bad input", "valid odd text stored verbatim; extra fields ignored");
    const odd = {
      firstName: "Zoë 🎤",
      lastName: "O'Brien\"; DROP TABLE bookings;--",
      email: "o'brien+studio@example.com",
      projectDescription: "Line one\nLine two\t🎶 ' OR 1=1 --",
    };
    const made = await call(t.url, "POST", "/api/bookings", {
      ...bookingPayload({ ...odd, date: upcoming(0, 2), startTime: "20:00" }),
      // Mass assignment: none of these may be taken from a visitor.
      id: "chosen-id",
      status: "cancelled",
      customerReceiptSent: true,
      createdAt: "1999-01-01T00:00:00.000Z",
      startMs: 0,
      endMs: 1,
    });
    tally.check(made.status === 201, `create: ${made.status} ${made.text.slice(0, 200)}`);
    const row = t.store.sqlite.prepare("select * from bookings where id = ?").get(made.body.id) as Json;
    tally.check(
      row?.firstName === odd.firstName && row.lastName === odd.lastName && row.email === odd.email,
      "names and e-mail stored verbatim",
    );
    tally.check(row?.projectDescription === odd.projectDescription, "description stored verbatim");
    tally.check(
      made.body.id !== "chosen-id" &&
        row.status === "confirmed" &&
        row.customerReceiptSent === 0 &&
        row.createdAt !== "1999-01-01T00:00:00.000Z" &&
        row.startMs > 1,
      `extra fields reached the row: ${JSON.stringify(row).slice(0, 300)}`,
    );
    tally.check(
      t.store.sqlite.prepare("select count(*) as n from sqlite_master where name = 'bookings'").get() !==
        undefined,
      "the bookings table is still there",
    );
    // The edit door ignores a smuggled status or id the same way.
    const edited = await call(
      t.url,
      "PUT",
      `/api/admin/bookings/${made.body.id}`,
      { firstName: "Zoë", id: randomUUID(), status: "cancelled", cancelledAt: "x" },
      { cookie },
    );
    const afterEdit = t.store.sqlite.prepare("select * from bookings where id = ?").get(made.body.id) as Json;
    tally.check(
      edited.status === 200 &&
        afterEdit.firstName === "Zoë" &&
        afterEdit.status === "confirmed" &&
        afterEdit.cancelledAt === null,
      `edit: ${edited.status} ${JSON.stringify(afterEdit).slice(0, 200)}`,
    );
    expect(tally.finish()).toEqual([]);
  });
});
