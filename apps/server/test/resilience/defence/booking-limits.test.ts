// Defending the diary (docs/decisions.md, 15. Limits however a request arrives): created bookings are limited per client and hour, and per
// customer (the same e-mail in any case, the same phone however written), on both doors; staff never are.
import { describe, expect, it } from "vitest";
import { bookingPayload, call, login, profile, trpc } from "../../../../../packages/api/test/helpers.js";
import { countRows, Tally } from "../harness.js";
import { withApp } from "../studio-setup.js";
import { slot } from "./requests.js";

describe("public limits, however the request arrives", () => {
  it("PUBLIC_BOOKINGS_PER_HOUR counts created bookings only, on both doors; staff are never limited", async () => {
    await withApp({ limits: { publicBookingsPerHour: 2 } }, async (app) => {
      const tally = new Tally("defence", "public bookings per client per hour");
      const first = bookingPayload(slot(0));
      tally.check((await call(app.url, "POST", "/api/bookings", first)).status === 201, "first");
      const clash = await call(app.url, "POST", "/api/bookings", bookingPayload(slot(0)));
      tally.check(clash.status === 409, `a clash: ${clash.status}`);
      tally.check(
        (await trpc(app.url, "mutation", "bookings.create", bookingPayload(slot(1)))).status === 200,
        "second (tRPC)",
      );
      const third = await call(app.url, "POST", "/api/bookings", bookingPayload(slot(2)));
      tally.check(
        third.status === 429 && third.body.error.includes(profile.bookingsEmail),
        `third: ${third.status} ${third.text}`,
      );
      const viaTrpc = await trpc(app.url, "mutation", "bookings.create", bookingPayload(slot(3)));
      tally.check(
        viaTrpc.body.error?.data?.code === "TOO_MANY_REQUESTS",
        `tRPC: ${viaTrpc.text.slice(0, 120)}`,
      );
      const staff = await call(app.url, "POST", "/api/bookings", bookingPayload(slot(4)), {
        cookie: await login(app.url),
      });
      tally.check(staff.status === 201, `with the admin cookie: ${staff.status}`);
      tally.check(countRows(app.store, "bookings") === 3, `stored ${countRows(app.store, "bookings")}`);
      expect(tally.finish()).toEqual([]);
    });
  });

  it("UPCOMING_BOOKINGS_PER_CUSTOMER: the same e-mail in any case or the same phone digits, from any address", async () => {
    await withApp({ trustProxy: 1, limits: { upcomingBookingsPerCustomer: 1 } }, async (app) => {
      const tally = new Tally("defence", "upcoming bookings per customer");
      const from = (i: number) => ({ headers: { "x-forwarded-for": `198.51.100.${i}` } });
      const book = (i: number, who: Record<string, string>) =>
        call(app.url, "POST", "/api/bookings", bookingPayload({ ...slot(i), ...who }), from(i));
      tally.check(
        (await book(0, { email: "ada@example.com", phone: "07700 900123" })).status === 201,
        "first",
      );
      const byEmail = await book(1, { email: "ADA@Example.com", phone: "02079460000" });
      tally.check(
        byEmail.status === 429 && byEmail.body.error.includes(profile.messagingNumber),
        `same e-mail: ${byEmail.status} ${byEmail.text}`,
      );
      const byPhone = await book(2, { email: "third@example.com", phone: "(07700) 900.123" });
      tally.check(byPhone.status === 429, `same phone digits: ${byPhone.status}`);
      const viaTrpc = await trpc(
        app.url,
        "mutation",
        "bookings.create",
        bookingPayload({ ...slot(3), email: "Ada@example.COM" }),
        from(3),
      );
      tally.check(
        viaTrpc.body.error?.data?.code === "TOO_MANY_REQUESTS",
        `tRPC: ${viaTrpc.text.slice(0, 120)}`,
      );
      tally.check(
        (await book(4, { email: "new@example.com", phone: "02079460001" })).status === 201,
        "someone else",
      );
      expect(tally.finish()).toEqual([]);
    });
  });

  it("UPCOMING_BOOKINGS_PER_CUSTOMER: +44, 0044 and +44 (0) are the same phone as 07700", async () => {
    await withApp({ trustProxy: 1, limits: { upcomingBookingsPerCustomer: 4 } }, async (app) => {
      const tally = new Tally("defence", "upcoming bookings per customer: one phone however written");
      const book = (i: number, phone: string) =>
        call(
          app.url,
          "POST",
          "/api/bookings",
          bookingPayload({ ...slot(i), email: `person${i}@example.com`, phone }),
          { headers: { "x-forwarded-for": `198.51.100.${i + 10}` } },
        );
      for (let i = 0; i < 4; i++) tally.check((await book(i, "07700 900777")).status === 201, `booking ${i}`);
      const forms = ["+44 7700 900777", "0044 7700 900777", "+44 (0)7700 900777", "+44(0)7700-900-777"];
      for (const [n, phone] of forms.entries()) {
        const fifth = await book(4 + n, phone);
        tally.check(fifth.status === 429, `${phone}: ${fifth.status} ${fifth.text.slice(0, 80)}`);
      }
      tally.check((await book(9, "+44 7700 900778")).status === 201, "another number");
      expect(tally.finish()).toEqual([]);
    });
  });
});
