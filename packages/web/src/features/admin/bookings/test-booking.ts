import type { Booking } from "@studio/domain";

/** A confirmed Friday-night booking with every field filled, for the admin tests to vary. */
export function testBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: "b1",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: "07700 900123",
    date: "2026-11-27",
    startTime: "20:00",
    engineer: "Dre",
    duration: 2,
    totalCost: 7000,
    projectDescription: null,
    status: "confirmed",
    customerReceiptSent: true,
    adminNotificationSent: true,
    receiptEmailSentAt: null,
    adminEmailSentAt: null,
    cancelledAt: null,
    cancelReason: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}
