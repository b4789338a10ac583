// Spam: a quarantined message stays out of the inbox and its unread count, is listed on request,
// and "Not spam" brings it back; a read message never returns to unread.
import { describe, expect, it } from "vitest";
import { call, trpc } from "../../../../../packages/api/test/helpers.js";
import { message, spamStudio } from "./spam-studio.js";

const studio = spamStudio();
const { spamRows, adminList } = studio;

describe("contact form bot traps", () => {
  it("keeps spam out of the inbox and its unread count, lists it on request, and 'Not spam' restores it", async () => {
    const sent = await call(
      studio.t.url,
      "POST",
      "/api/contact",
      message({ firstName: "Quinn", website: "x" }),
    );
    const id: string = sent.body.id;
    const inbox = await adminList();
    expect(inbox.status).toBe(200);
    expect(inbox.body.map((m: { id: string }) => m.id)).not.toContain(id);
    expect(inbox.body.every((m: { status: string }) => m.status !== "spam")).toBe(true);

    const quarantine = await adminList("?status=spam");
    expect(quarantine.status).toBe(200);
    expect(quarantine.body.length).toBe(spamRows());
    expect(quarantine.body.find((m: { id: string }) => m.id === id)).toMatchObject({
      firstName: "Quinn",
      status: "spam",
    });
    const viaTrpc = await trpc(
      studio.t.url,
      "query",
      "admin.messages.list",
      { status: "spam" },
      { cookie: studio.cookie },
    );
    expect(viaTrpc.body.result?.data.length).toBe(spamRows());

    const unreadBefore = inbox.body.filter((m: { status: string }) => m.status === "unread").length;
    const restored = await call(
      studio.t.url,
      "PATCH",
      `/api/admin/messages/${id}/status`,
      { status: "unread" },
      { cookie: studio.cookie },
    );
    expect(restored.status).toBe(200);
    expect(restored.body.status).toBe("unread");
    const after = await adminList();
    expect(after.body.find((m: { id: string }) => m.id === id)?.status).toBe("unread");
    expect(after.body.filter((m: { status: string }) => m.status === "unread").length).toBe(unreadBefore + 1);
    expect((await adminList("?status=spam")).body.map((m: { id: string }) => m.id)).not.toContain(id);
  });

  it("never moves a message back to unread once read, and refuses an unknown list", async () => {
    const sent = await call(studio.t.url, "POST", "/api/contact", message());
    const path = `/api/admin/messages/${sent.body.id}/status`;
    expect(
      (await call(studio.t.url, "PATCH", path, { status: "read" }, { cookie: studio.cookie })).body.status,
    ).toBe("read");
    expect(
      (await call(studio.t.url, "PATCH", path, { status: "unread" }, { cookie: studio.cookie })).body.status,
    ).toBe("read");
    // Staff may quarantine a message by hand ("Mark as spam"); an unknown status is refused.
    const spam = await call(studio.t.url, "PATCH", path, { status: "spam" }, { cookie: studio.cookie });
    expect(spam.body.status).toBe("spam");
    const unknown = await call(studio.t.url, "PATCH", path, { status: "junk" }, { cookie: studio.cookie });
    expect(unknown.status).toBe(400);
    const bogus = await adminList("?status=bogus");
    expect(bogus.status).toBe(400);
    expect(bogus.body.issues.map((i: { path: string }) => i.path)).toEqual(["status"]);
    expect((await call(studio.t.url, "GET", "/api/admin/messages?status=spam")).status).toBe(401);
  });
});
