// Deposits over a real SQLite file and the SMTP sink: a public booking is provisional
// with a TENTATIVE event; the deposit confirms it (same UID, next SEQUENCE, CONFIRMED); an unpaid
// one lapses once, across a restart, with mails and a payment after it refused; one reminder; a
// deadline staff move is e-mailed to the customer.
import {
  DEPOSIT_CONFIRMED_LINES,
  DEPOSIT_DUE_AFTER_START_MESSAGE,
  DEPOSIT_LAPSED_MESSAGE,
  depositTooLateMessage,
  formatDeadline,
  sessionInterval,
} from "@studio/domain";
import { describe, expect, it } from "vitest";
import { lapseDueDeposits, remindDueDeposits } from "../../src/services/deposit-lapses.js";
import { readFeed } from "../feed-parse.js";
import { bookingPayload, call, type Json, upcoming } from "../helpers.js";
import { manageTokenOf } from "../notices/harness.js";
import {
  bookPublic,
  depositRowOf,
  payByTransfer,
  depositProfile,
  PAY_TEXT,
  servicesOf,
  staff,
  useDepositRig,
} from "./rig.js";

const HOUR = 3_600_000;
const rig = useDepositRig();

const book = (overrides: Record<string, unknown>) => bookPublic(rig, overrides);
const pay = (id: string, amountPence: number) => payByTransfer(rig, id, amountPence);
const depositRow = (id: string) => depositRowOf(rig, id);

describe("a public booking under a deposit policy", () => {
  let booking: Json;

  it("is provisional: 201 with the deposit and its deadline, a receipt that says what to pay", async () => {
    booking = await book({ date: upcoming(5, 2), startTime: "14:00", duration: 2 });
    expect(booking.status).toBe("provisional");
    expect(booking.depositPence).toBe(1800); // 25% of £70, rounded up to whole pounds
    expect(Date.parse(booking.depositDueAt)).toBe(Date.parse(booking.createdAt) + 48 * HOUR);
    const [receipt, notice] = await rig.take(2);
    const customer = [receipt, notice].find((m) => m!.to.includes(booking.email))!.mail;
    expect(customer.subject).toMatch(/^Provisional: /);
    expect(customer.text).toContain("Your booking is provisional until the deposit is paid.");
    expect(customer.text).toContain(
      `Your recording session at ${depositProfile.name} is provisionally booked.`,
    );
    expect(customer.text).not.toContain("is booked.");
    expect(customer.text).toContain("Deposit: £18, due by");
    // The price holds the deposit, which is paid as the instructions say, not only at the studio.
    expect(customer.text).toContain("Total: £70.00, the deposit included");
    expect(customer.text.replace(/\s+/g, " ")).toContain(PAY_TEXT);
    expect(customer.text).toContain(`Your booking reference: ${booking.id.slice(0, 8).toUpperCase()}.`);
    expect(customer.text).toContain("the date is released.");
    // The terms the customer keeps, as the pages say them.
    expect(customer.text.replace(/\s+/g, " ")).toContain(
      "If you cancel with 14 days' notice or more, what you have paid is refunded in full; with 7 days' notice or more, the studio keeps 50% of it; with less notice, the studio keeps all of it.",
    );
    expect(customer.calendar).toMatchObject({ method: "REQUEST", status: "TENTATIVE", sequence: 0 });
  });

  it("shows on the staff's list with its deposit and deadline", async () => {
    const list = await staff(rig, "GET", "/api/admin/bookings");
    const item = list.body.find((b: Json) => b.id === booking.id);
    expect(item).toMatchObject({ depositPence: 1800, depositDueAt: booking.depositDueAt });
  });

  it("takes its time like a confirmed booking", async () => {
    const clash = await call(
      rig.t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ date: booking.date, startTime: "15:00" }),
    );
    expect(clash.status).toBe(409);
  });

  it("is confirmed by the payment that reaches the deposit, in the same transaction, and the customer told", async () => {
    expect((await pay(booking.id, 1000)).status).toBe(201);
    expect(depositRow(booking.id).state).toBe("due");
    expect((await pay(booking.id, 800)).status).toBe(201);
    expect(depositRow(booking.id).state).toBe("paid");
    const mails = await rig.take(2);
    const confirmed = mails.find((m) => m.to.includes(booking.email));
    expect(confirmed!.to).toEqual([booking.email]);
    expect(confirmed!.mail.subject).toMatch(/is confirmed/);
    expect(confirmed!.mail.text).toContain(DEPOSIT_CONFIRMED_LINES.paid);
    // The staff who hear of bookings hear of the deposit confirming this one.
    const told = mails.find((m) => !m.to.includes(booking.email))!;
    expect(told.to).toEqual(depositProfile.notificationRecipients);
    expect(told.mail.subject).toMatch(/^Deposit received, booking confirmed: /);
    expect(confirmed!.mail.calendar).toMatchObject({
      method: "REQUEST",
      status: "CONFIRMED",
      sequence: 1,
      uid: `${booking.id}@leytonsound.studio`,
    });
  });
});

describe("the staff's calendar feed", () => {
  it("shows a booking as tentative while its deposit is due, then confirmed", async () => {
    const link = await staff(rig, "POST", "/api/admin/calendar-feeds/studio");
    expect(link.status, link.text).toBe(201);
    const feed = async () =>
      readFeed((await call(rig.t.url, "GET", new URL(link.body.url).pathname)).text).events.find((event) =>
        event.uid.startsWith(booking.id),
      );
    const booking = await book({ date: upcoming(5, 5), startTime: "14:00", duration: 2 });
    await rig.take(2);
    expect((await feed())?.status).toBe("TENTATIVE");
    expect((await pay(booking.id, 1800)).status).toBe(201);
    await rig.take(2);
    expect((await feed())?.status).toBe("CONFIRMED");
  });
});

describe("a deposit not paid", () => {
  it("sends one reminder, then lapses once at the deadline, across a restart, with both sides told", async () => {
    const booking = await book({ date: upcoming(6, 2), startTime: "14:00" });
    await rig.take(2);
    const due = Date.parse(booking.depositDueAt);
    const start = rig.now();
    try {
      rig.setNow(due - 23 * HOUR);
      expect(remindDueDeposits(servicesOf(rig))).toBe(1);
      expect(remindDueDeposits(servicesOf(rig))).toBe(0);
      const [reminder] = await rig.take(1);
      expect(reminder!.mail.subject).toMatch(/^Deposit reminder/);
      expect(reminder!.mail.text).toContain("Your deposit of £18 is still due by");
      expect(reminder!.mail.calendar).toBeUndefined();

      rig.setNow(due);
      await rig.relogin();
      // A payment at the deadline, before the look has run: refused, nothing recorded.
      const late = await pay(booking.id, 1800);
      expect(late.status).toBe(409);
      expect(late.body.error).toBe(DEPOSIT_LAPSED_MESSAGE);
      // The look after a "restart": new services over the same database file.
      expect(lapseDueDeposits(servicesOf(rig))).toBe(1);
      expect(lapseDueDeposits(servicesOf(rig))).toBe(0);
      const mails = await rig.take(2);
      const customer = mails.find((m) => m.to.includes(booking.email))!.mail;
      expect(customer.calendar).toMatchObject({ method: "CANCEL" });
      expect(customer.text).toContain("No deposit by");
      const row = rig.t.store.sqlite.prepare("select * from bookings where id = ?").get(booking.id) as Json;
      expect(row).toMatchObject({ status: "cancelled", lateCancel: 0 });
      expect(row.cancelReason).toMatch(/^No deposit by /);
      const after = await pay(booking.id, 1800);
      expect(after.status).toBe(409);
      const payments = rig.t.store.sqlite
        .prepare("select count(*) n from payments where bookingId = ?")
        .get(booking.id) as Json;
      expect(payments.n).toBe(0);
      // The time is free again.
      expect(
        (
          await call(
            rig.t.url,
            "POST",
            "/api/bookings",
            bookingPayload({ date: booking.date, startTime: "14:00" }),
          )
        ).status,
      ).toBe(201);
      await rig.take(2);
    } finally {
      rig.setNow(start);
      await rig.relogin();
    }
  });

  it("a part paid short of the deposit is reminded of the rest, lapses all the same, and is owed back in full", async () => {
    const booking = await book({ date: upcoming(6, 4), startTime: "14:00" });
    const token = manageTokenOf((await rig.take(2)).find((m) => m.to.includes(booking.email))!.mail);
    const paid = await staff(rig, "POST", `/api/admin/bookings/${booking.id}/payments`, {
      kind: "payment",
      amountPence: 1000,
      method: "bank-transfer",
      sendReceipt: true,
    });
    expect(paid.status).toBe(201);
    // The receipt says what is left of the deposit, which confirms the booking.
    const [receipt] = await rig.take(1);
    expect(receipt!.mail.text).toContain("Due: £60.00, the rest of the deposit included");
    expect(receipt!.mail.text.replace(/\s+/g, " ")).toMatch(
      /Deposit: £8 more \(£10 of the £18 deposit is paid\), due by [^.]+, to confirm your booking/,
    );
    const start = rig.now();
    try {
      // Its reminder asks for what is left of the deposit, not the whole of it.
      rig.setNow(Date.parse(booking.depositDueAt) - 23 * HOUR);
      expect(remindDueDeposits(servicesOf(rig))).toBe(1);
      const [reminder] = await rig.take(1);
      expect(reminder!.mail.text.replace(/\s+/g, " ")).toContain(
        "Your deposit is not yet paid in full: £8 more (£10 of the £18 deposit is paid) is due by",
      );
      rig.setNow(Date.parse(booking.depositDueAt) + HOUR);
      // A clock that moves on between readings, as the real one does.
      let tick = 0;
      const moving = () => new Date(rig.now() + tick++);
      expect(lapseDueDeposits({ ...servicesOf(rig), clock: moving })).toBe(1);
      // The studio released the date: what was paid is refunded, not a waiver of its terms.
      const released =
        "As the deposit was not paid in full, the date is released: the £10 you have paid is refunded in full.";
      const told = (await rig.take(2)).find((m) => m.to.includes(booking.email));
      expect(told!.mail.text.replace(/\s+/g, " ")).toContain(released);
      const view = (await call(rig.t.url, "GET", `/api/manage/${token}`)).body as Json;
      expect(view.cancelTerms).toMatchObject({ refundPence: 1000, settled: "released" });
      await rig.relogin();
      const list = (await staff(rig, "GET", "/api/admin/bookings")).body as Json[];
      expect(list.find((b) => b.id === booking.id)).toMatchObject({
        status: "cancelled",
        refundDuePence: 1000,
      });
    } finally {
      rig.setNow(start);
      await rig.relogin();
    }
  });

  it("a payment before the lapse wins: the look then has nothing to do", async () => {
    const booking = await book({ date: upcoming(0, 2), startTime: "14:00" });
    await rig.take(2);
    expect((await pay(booking.id, 1800)).status).toBe(201);
    await rig.take(2);
    const start = rig.now();
    try {
      rig.setNow(Date.parse(booking.depositDueAt) + HOUR);
      expect(lapseDueDeposits(servicesOf(rig))).toBe(0);
    } finally {
      rig.setNow(start);
      await rig.relogin();
    }
  });
});

describe("staff and the deadline", () => {
  it("staff move the deadline (200), and the reminder with it; bad or past deadlines name the field", async () => {
    const booking = await book({ date: upcoming(6, 2), startTime: "20:00" });
    await rig.take(2);
    const dueAt = new Date(Date.parse(booking.depositDueAt) + 24 * HOUR).toISOString();
    const path = `/api/admin/bookings/${booking.id}/deposit`;
    const moved = await staff(rig, "PATCH", path, { dueAt });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: booking.id, status: "provisional", depositDueAt: dueAt });
    expect(depositRow(booking.id)).toMatchObject({
      dueMs: Date.parse(dueAt),
      reminderMs: Date.parse(dueAt) - 24 * HOUR,
    });
    // The customer is told the new deadline (their receipt gave the old one), and nothing else moves.
    const [told] = await rig.take(1);
    expect(told!.to).toEqual([booking.email]);
    expect(told!.mail.subject).toMatch(/^New deposit deadline: /);
    const newDeadline = formatDeadline(dueAt, new Date(rig.now()));
    expect(told!.mail.text.replace(/\s+/g, " ")).toContain(`£18 is now due by ${newDeadline}.`);
    expect(told!.mail.text).toContain(`If the deposit is not paid by ${newDeadline}, the date is released.`);
    expect(told!.mail.calendar).toBeUndefined();
    const bad = await staff(rig, "PATCH", path, { dueAt: "Friday" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("dueAt");
    const past = await staff(rig, "PATCH", path, { dueAt: new Date(rig.now() - HOUR).toISOString() });
    expect(past.status).toBe(400);
    const atStart = new Date(sessionInterval(booking)!.startMs).toISOString();
    const late = await staff(rig, "PATCH", path, { dueAt: atStart });
    expect(late.status).toBe(400);
    expect(late.body.issues[0]).toEqual({ path: "dueAt", message: DEPOSIT_DUE_AFTER_START_MESSAGE });
    expect(depositRow(booking.id).dueMs).toBe(Date.parse(dueAt));
    // The dashboard's door: the same rule through tRPC.
    const later = new Date(Date.parse(dueAt) + HOUR).toISOString();
    const viaTrpc = await staff(rig, "POST", "/trpc/admin.bookings.moveDepositDeadline", {
      id: booking.id,
      dueAt: later,
    });
    expect(viaTrpc.status, JSON.stringify(viaTrpc.body)).toBe(200);
    expect((viaTrpc.body as Json).result).toMatchObject({
      data: { status: "provisional", depositDueAt: later },
    });
    expect(depositRow(booking.id).dueMs).toBe(Date.parse(later));
    expect((await rig.take(1))[0]!.mail.subject).toMatch(/^New deposit deadline: /);
  });

  it("a staff edit of a provisional booking answers it provisional still", async () => {
    const booking = await book({ date: upcoming(6, 3), startTime: "20:00" });
    await rig.take(2);
    const edited = await staff(rig, "PUT", `/api/admin/bookings/${booking.id}`, {
      projectDescription: "Vocals and a mix",
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      status: "provisional",
      depositPence: booking.depositPence,
      depositDueAt: booking.depositDueAt,
    });
  });

  it("staff confirm without a deposit through the status call", async () => {
    const booking = await book({ date: upcoming(0, 2), startTime: "18:00" });
    await rig.take(2);
    const answer = await staff(rig, "PATCH", `/api/admin/bookings/${booking.id}/status`, {
      status: "confirmed",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe("confirmed");
    expect(depositRow(booking.id).state).toBe("waived");
    const [mail] = await rig.take(1);
    expect(mail!.to).toEqual([booking.email]);
    expect(mail!.mail.text).toContain(DEPOSIT_CONFIRMED_LINES.waived);
    expect(mail!.mail.calendar).toMatchObject({ status: "CONFIRMED", sequence: 1 });
  });

  it("refuses a public booking with under two hours left to pay, with the studio's contacts", async () => {
    const date = upcoming(0, 1);
    const startMs = sessionInterval({ date, startTime: "14:00", duration: 2 })!.startMs;
    const start = rig.now();
    try {
      rig.setNow(startMs - 25 * HOUR - 1);
      const refused = await call(
        rig.t.url,
        "POST",
        "/api/bookings",
        bookingPayload({ date, startTime: "14:00" }),
      );
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(depositTooLateMessage(depositProfile));
    } finally {
      rig.setNow(start);
      await rig.relogin();
    }
  });
});
