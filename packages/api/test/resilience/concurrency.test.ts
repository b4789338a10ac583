// No double booking, ever (DESIGN §3.4), under 200 requests at once through every door that makes
// a booking active: public and admin create (REST and tRPC), edit, restore, and all of them mixed;
// and a visitor racing a restore for a slot just freed.
import {
  type AdminBookingInput,
  addDays,
  type Booking,
  DURATIONS,
  londonToday,
  pricePenceFor,
  sessionInterval,
} from "@studio/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminBooking } from "../../src/services/admin-bookings.js";
import { setBookingStatus } from "../../src/services/booking-status.js";
import type { ServiceContext } from "../../src/services/context.js";
import { bookingPayload, login, profile, startApp, type TestApp, upcoming } from "../helpers.js";
import { countRows, fireTogether, type RawAnswer, type RawRequest, Tally } from "./harness.js";

const N = 200;
let t: TestApp;
let cookie: string;
let services: ServiceContext;

beforeAll(async () => {
  t = await startApp({ limits: { publicPostsPerMinute: 1_000_000 } });
  // Mail is not what this file is about: the outbox fills, nothing is sent.
  await t.mailer.stop();
  cookie = await login(t.url);
  services = { store: t.store, profile, clock: () => new Date(), mailer: t.mailer, publicUrl: t.url };
});
afterAll(() => t.close());

/** Active bookings whose session overlaps the slot's interval. */
function activeOverlapping(slot: { date: string; startTime: string; duration: number }): number {
  const interval = sessionInterval(slot)!;
  return countRows(
    t.store,
    "bookings",
    `status = 'confirmed' and "startMs" < ${interval.endMs} and "endMs" > ${interval.startMs}`,
  );
}

const isConflict = (answer: RawAnswer) =>
  answer.status === 409 &&
  (typeof answer.body?.error === "string"
    ? answer.body.error.length > 0
    : answer.body?.error?.data?.code === "CONFLICT" && answer.body.error.message.length > 0);

/**
 * Fires the requests together and judges the race: at most `winners` successes (exactly that
 * many), every other answer a 409 with a message, none 5xx, and then `rowsAfter` active bookings on
 * the slot. Each request is a case of the summary, and so is the row count.
 */
async function race(
  name: string,
  requests: RawRequest[],
  slot: { date: string; startTime: string; duration: number },
  winners = 1,
  rowsAfter = winners,
): Promise<RawAnswer[]> {
  const tally = new Tally("concurrency", name);
  const answers = await fireTogether(t.url, requests, t.app.server);
  let successes = 0;
  answers.forEach((answer, i) => {
    const success = answer.status === 200 || answer.status === 201;
    if (success) successes += 1;
    tally.check(
      success ? successes <= winners : isConflict(answer),
      `#${i} ${requests[i]!.method} ${requests[i]!.path}: ${answer.status} ${answer.text.slice(0, 200)}`,
    );
  });
  tally.check(successes === winners, `${successes} successes, expected ${winners}`);
  const rows = activeOverlapping(slot);
  tally.check(rows === rowsAfter, `${rows} active bookings on the slot, expected ${rowsAfter}`);
  expect(tally.finish()).toEqual([]);
  return answers;
}

const trpcInput = (body: unknown) => body;

function adminInput(overrides: Record<string, unknown>): AdminBookingInput {
  const { totalCost: _cost, ...payload } = bookingPayload(overrides);
  return payload as AdminBookingInput;
}

describe("creates", () => {
  it(`${N} public creates of one slot over REST: one 201, the rest 409, one row`, async () => {
    const slot = { date: upcoming(5, 2), startTime: "20:00", duration: 3 };
    const answers = await race(
      `${N} public creates, one slot (REST)`,
      Array.from({ length: N }, () => ({
        method: "POST",
        path: "/api/bookings",
        body: bookingPayload(slot),
      })),
      slot,
    );
    // The public 409 names the clashing session's time, never its customer.
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.error).toBe(
        "This time slot overlaps with an existing booking (8:00 PM - 11:00 PM). Please select a different time.",
      );
  });

  it(`${N} public creates of one slot, half REST and half tRPC`, async () => {
    const slot = { date: upcoming(6, 2), startTime: "14:00", duration: 2 };
    await race(
      `${N} public creates, one slot (REST + tRPC)`,
      Array.from({ length: N }, (_, i) =>
        i % 2 === 0
          ? { method: "POST", path: "/api/bookings", body: bookingPayload(slot) }
          : { method: "POST", path: "/trpc/bookings.create", body: trpcInput(bookingPayload(slot)) },
      ),
      slot,
    );
  });

  it(`${N} public creates of overlapping, different slots: one wins`, async () => {
    // Every candidate contains 21:30-22:00 on a Sunday, so any two overlap; all end by 06:00.
    const date = upcoming(0, 2);
    const shapes: { startTime: string; duration: number }[] = [];
    for (let hour = 12; hour <= 21; hour += 1) {
      for (const duration of DURATIONS) {
        if (hour + duration >= 22 && hour + duration <= 30)
          shapes.push({ startTime: `${hour}:00`, duration });
      }
    }
    expect(shapes.length).toBeGreaterThan(20);
    const requests = Array.from({ length: N }, (_, i) => {
      const shape = shapes[i % shapes.length]!;
      return {
        method: "POST",
        path: i % 3 === 0 ? "/trpc/bookings.create" : "/api/bookings",
        body: bookingPayload({ date, ...shape, totalCost: pricePenceFor(shape.duration) }),
      };
    });
    await race(`${N} public creates, overlapping slots`, requests, {
      date,
      startTime: "21:00",
      duration: 2,
    });
  });

  it(`${N} admin creates of one slot on a closed weekday (REST + tRPC)`, async () => {
    const slot = { date: upcoming(2, 3), startTime: "15:00", duration: 4 };
    await race(
      `${N} admin creates, one slot (REST + tRPC)`,
      Array.from({ length: N }, (_, i) => ({
        method: "POST",
        path: i % 2 === 0 ? "/api/admin/bookings" : "/trpc/admin.bookings.create",
        body: adminInput(slot),
        cookie,
      })),
      slot,
    );
  });

  it(`${N} admin creates across two studio days (22:00 for 10 h vs 07:00 next day)`, async () => {
    const tuesday = upcoming(2, 4);
    const late = { date: tuesday, startTime: "22:00", duration: 10 };
    const morning = { date: addDays(tuesday, 1), startTime: "07:00", duration: 2 };
    await race(
      `${N} admin creates, across studio days`,
      Array.from({ length: N }, (_, i) => ({
        method: "POST",
        path: "/api/admin/bookings",
        body: adminInput(i % 2 === 0 ? late : morning),
        cookie,
      })),
      morning,
    );
  });
});

describe("edits and restores", () => {
  /** A day `n` days from today: past the other tests' weeks, inside the two years staff may book. */
  const farDay = (n: number) => addDays(londonToday(new Date()), n);

  /** `n` admin bookings on distinct far-away days, one a day, so none overlaps another. */
  function spreadBookings(n: number, firstDate: string): Booking[] {
    return Array.from({ length: n }, (_, i) =>
      createAdminBooking(
        services,
        adminInput({ date: addDays(firstDate, i), startTime: "12:00", duration: 2 }),
      ),
    );
  }

  /** `n` cancelled bookings, all of the same slot (each cancelled before the next is made). */
  function cancelledOnSlot(
    n: number,
    slot: { date: string; startTime: string; duration: number },
  ): Booking[] {
    return Array.from({ length: n }, () => {
      const booking = createAdminBooking(services, adminInput(slot));
      return setBookingStatus(services, booking.id, "cancelled");
    });
  }

  const archiveIdOf = (bookingId: string) =>
    (
      t.store.sqlite
        .prepare('select id from archived_bookings where "originalBookingId" = ?')
        .get(bookingId) as {
        id: string;
      }
    ).id;

  function restoreRequests(bookings: Booking[]): RawRequest[] {
    return bookings.map((booking, i) => {
      switch (i % 4) {
        case 0:
          return {
            method: "PATCH",
            path: `/api/admin/bookings/${booking.id}/status`,
            body: { status: "confirmed" },
            cookie,
          };
        case 1:
          return {
            method: "POST",
            path: `/api/admin/archived-bookings/${archiveIdOf(booking.id)}/restore`,
            cookie,
          };
        case 2:
          return {
            method: "POST",
            path: "/trpc/admin.bookings.setStatus",
            body: { id: booking.id, status: "confirmed" },
            cookie,
          };
        default:
          return {
            method: "POST",
            path: "/trpc/admin.archived.restore",
            body: { id: archiveIdOf(booking.id) },
            cookie,
          };
      }
    });
  }

  it(`${N} edits moving ${N} bookings into one free slot: one 200, then the slot is taken for all`, async () => {
    const slot = { date: farDay(330), startTime: "14:00", duration: 4 };
    const bookings = spreadBookings(N, farDay(120));
    const move = (booking: Booking, i: number): RawRequest =>
      i % 2 === 0
        ? { method: "PUT", path: `/api/admin/bookings/${booking.id}`, body: slot, cookie }
        : {
            method: "POST",
            path: "/trpc/admin.bookings.update",
            body: { id: booking.id, changes: slot },
            cookie,
          };
    const answers = await race(`${N} edits into one free slot`, bookings.map(move), slot);
    // Into the now-taken slot: every one refused, the winner unmoved.
    const losers = bookings.filter((_, i) => answers[i]!.status >= 400);
    await race(`${losers.length} edits into a taken slot`, losers.map(move), slot, 0, 1);
    const unmoved = countRows(t.store, "bookings", `date >= '${farDay(120)}' and date < '${farDay(320)}'`);
    expect(unmoved).toBe(N - 1);
  });

  it(`${N} restores of ${N} cancelled bookings of one slot: one 200, then the slot is taken for all`, async () => {
    const slot = { date: farDay(340), startTime: "14:00", duration: 2 };
    const cancelled = cancelledOnSlot(N, slot);
    expect(activeOverlapping(slot)).toBe(0);
    const answers = await race(`${N} restores into one free slot`, restoreRequests(cancelled), slot);
    const losers = cancelled.filter((_, i) => answers[i]!.status >= 400);
    await race(`${losers.length} restores into a taken slot`, restoreRequests(losers), slot, 0, 1);
    expect(countRows(t.store, "archived_bookings", `date = '${slot.date}'`)).toBe(N - 1);
  });

  it("a visitor and a restore racing for a slot just freed: exactly one wins", async () => {
    const slot = { date: upcoming(6, 3), startTime: "14:00", duration: 4 };
    const [winner] = cancelledOnSlot(1, slot);
    const answers = await fireTogether(
      t.url,
      [
        {
          method: "POST",
          path: "/api/bookings",
          body: bookingPayload({ ...slot, startTime: "15:00", duration: 2 }),
        },
        {
          method: "PATCH",
          path: `/api/admin/bookings/${winner!.id}/status`,
          body: { status: "confirmed" },
          cookie,
        },
      ],
      t.app.server,
    );
    const outcomes = answers.map((a) => a.status).sort();
    expect([
      [201, 409], // the visitor won; the restore was refused
      [200, 409], // the restore won; the visitor was refused
    ]).toContainEqual(outcomes);
    expect(activeOverlapping(slot)).toBe(1);
  });

  it(`${N} mixed at once for one slot: public and admin creates, edits and restores`, async () => {
    const slot = { date: upcoming(5, 4), startTime: "16:00", duration: 2 };
    const movers = spreadBookings(50, farDay(360));
    const cancelled = cancelledOnSlot(50, slot);
    const requests: RawRequest[] = [
      ...Array.from({ length: 50 }, () => ({
        method: "POST",
        path: "/api/bookings",
        body: bookingPayload(slot),
      })),
      ...Array.from({ length: 50 }, () => ({
        method: "POST",
        path: "/api/admin/bookings",
        body: adminInput(slot),
        cookie,
      })),
      ...movers.map((booking) => ({
        method: "PUT",
        path: `/api/admin/bookings/${booking.id}`,
        body: slot,
        cookie,
      })),
      ...restoreRequests(cancelled),
    ];
    // Shuffled, so no door is always first in line.
    for (let i = requests.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [requests[i], requests[j]] = [requests[j]!, requests[i]!];
    }
    await race(`${N} mixed creates, edits, restores`, requests, slot);
  });
});
