// A real server with a deposit policy (25%, 48 hours, the example bands), the SMTP sink and
// a clock the test moves.
import type { StudioProfile } from "../../src/config/index.js";
import { expect } from "vitest";
import { bookingPayload, call, type Json, profile } from "../helpers.js";
import { type NoticeRig, useRig } from "../notices/harness.js";

export const PAY_TEXT =
  "Pay by bank transfer to 12-34-56 12345678, quoting your reference, or pay at the studio.";
export const depositProfile: StudioProfile = {
  ...profile,
  deposit: { percent: 25 },
  depositDueHours: 48,
  depositCutoffHours: 24,
  depositReminderHours: 24,
  paymentInstructions: PAY_TEXT,
  cancellationTerms: [
    { noticeHours: 336, keepPercent: 0 },
    { noticeHours: 168, keepPercent: 50 },
    { noticeHours: 0, keepPercent: 100 },
  ],
};

/** The file's rig (notices/harness.ts) over the deposit policy. */
export const useDepositRig = (): NoticeRig => useRig({ studio: { profile: depositProfile } });

/** The use-cases' context over the rig's store, at the rig's clock (the lapse look's own). */
export const servicesOf = (rig: NoticeRig) => ({
  store: rig.t.store,
  profile: depositProfile,
  clock: () => new Date(rig.now()),
  mailer: rig.t.mailer,
  publicUrl: "http://studio.test",
});

export const staff = (rig: NoticeRig, method: string, path: string, body?: unknown) =>
  call(rig.t.url, method, path, body, { cookie: rig.cookie });

/** A visitor's booking through the public door (201 expected), as its answer. */
export async function bookPublic(rig: NoticeRig, overrides: Record<string, unknown>): Promise<Json> {
  const answer = await call(rig.t.url, "POST", "/api/bookings", bookingPayload(overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Json;
}

/** Staff record a bank transfer on the booking, with no receipt. */
export const payByTransfer = (rig: NoticeRig, id: string, amountPence: number) =>
  staff(rig, "POST", `/api/admin/bookings/${id}/payments`, {
    kind: "payment",
    amountPence,
    method: "bank-transfer",
    sendReceipt: false,
  });

/** The booking's deposit row as stored. */
export const depositRowOf = (rig: NoticeRig, id: string) =>
  rig.t.store.sqlite.prepare("select * from booking_deposits where bookingId = ?").get(id) as Json;
