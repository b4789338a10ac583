// The admin's messages and e-mail tools over real HTTP (no SMTP_URL: mail goes to .eml files).
import { describe, expect, it } from "vitest";
import { call } from "./helpers.js";
import { useAdminApp } from "./shared-app.js";

const t = useAdminApp();
const { admin } = t;

describe("admin messages", () => {
  it("lists messages and moves unread -> read -> replied, never back", async () => {
    const sent = await call(t.url, "POST", "/api/contact", {
      firstName: "Nina",
      lastName: "Simone",
      email: "nina@example.com",
      phone: "07700900999",
      subject: "collaboration",
      message: "Shall we record a live session?",
    });
    expect(sent.status).toBe(201);
    const list = await admin("GET", "/api/admin/messages");
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ id: sent.body.id, status: "unread", phone: "07700900999" });
    const read = await admin("PATCH", `/api/admin/messages/${sent.body.id}/status`, { status: "read" });
    expect(read.status).toBe(200);
    expect(read.body.status).toBe("read");
    const replied = await admin("PATCH", `/api/admin/messages/${sent.body.id}/status`, { status: "replied" });
    expect(replied.body.status).toBe("replied");
    const back = await admin("PATCH", `/api/admin/messages/${sent.body.id}/status`, { status: "read" });
    expect(back.status).toBe(200);
    expect(back.body.status).toBe("replied");
    // "Mark as spam" by hand moves it to the quarantine; "Not spam" (unread) brings it back.
    const spam = await admin("PATCH", `/api/admin/messages/${sent.body.id}/status`, { status: "spam" });
    expect(spam.body.status).toBe("spam");
    const quarantine = (await admin("GET", "/api/admin/messages?status=spam")).body as { id: string }[];
    expect(quarantine.map((m) => m.id)).toContain(sent.body.id);
  });

  it("answers 404 for an unknown message and 400 for a bad status", async () => {
    expect((await admin("PATCH", "/api/admin/messages/nope/status", { status: "read" })).status).toBe(404);
    const bad = await admin("PATCH", "/api/admin/messages/nope/status", { status: "archived" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0]).toEqual({
      path: "status",
      message: "Status must be unread, read, replied or spam",
    });
  });
});

describe("admin e-mail (no SMTP_URL: .eml files)", () => {
  it("resend-notifications answers {success, totalBookings} with the upcoming confirmed count", async () => {
    const bookings = (await admin("GET", "/api/admin/bookings")).body as { status: string }[];
    const confirmed = bookings.filter((b) => b.status === "confirmed").length;
    const { status, body } = await admin("POST", "/api/admin/resend-notifications");
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, totalBookings: confirmed });
  });

  it("test-email answers {success, recipients} with the four recipients", async () => {
    const { status, body } = await admin("POST", "/api/admin/test-email");
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      recipients: [
        "bookings@leytonsound.studio",
        "marcus@leytonsound.studio",
        "dre@leytonsound.studio",
        "studio.manager@leytonsound.studio",
      ],
    });
  });
});
