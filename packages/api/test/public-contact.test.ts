// POST /api/contact over real HTTP: a message is stored unread, refused with the rules' messages,
// and a bot's is answered like a person's but kept out of the inbox.
import { describe, expect, it } from "vitest";
import { call, login } from "./helpers.js";
import { useApp } from "./shared-app.js";

const t = useApp();

describe("POST /api/contact", () => {
  const message = {
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.com",
    subject: "pricing",
    message: "How much is a ten hour night?",
  };

  it("stores a message: 201 with the record, unread", async () => {
    const { status, body } = await call(t.url, "POST", "/api/contact", message);
    expect(status).toBe(201);
    expect(body).toMatchObject({ ...message, phone: null, status: "unread" });
    const cookie = await login(t.url);
    const list = await call(t.url, "GET", "/api/admin/messages", undefined, { cookie });
    expect(list.body.some((m: { id: string }) => m.id === body.id)).toBe(true);
  });

  it("answers 400 with the spec's messages", async () => {
    const { status, body } = await call(t.url, "POST", "/api/contact", {
      firstName: "",
      lastName: "",
      email: "x",
      subject: "gossip",
      message: "short",
    });
    expect(status).toBe(400);
    const messages = body.issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "First name is required",
        "Last name is required",
        "Invalid email address",
        "Message must be at least 10 characters",
      ]),
    );
    expect(body.issues.map((i: { path: string }) => i.path)).toContain("subject");
  });

  it("answers a bot that fills the honeypot like a person, but stores nothing", async () => {
    const cookie = await login(t.url);
    const before = (await call(t.url, "GET", "/api/admin/messages", undefined, { cookie })).body.length;
    const { status, body } = await call(t.url, "POST", "/api/contact", {
      ...message,
      website: "http://spam.example",
    });
    expect(status).toBe(201);
    expect(body.status).toBe("unread");
    const fast = await call(t.url, "POST", "/api/contact", { ...message, startedAt: Date.now() - 200 });
    expect(fast.status).toBe(201);
    const after = (await call(t.url, "GET", "/api/admin/messages", undefined, { cookie })).body.length;
    expect(after).toBe(before);
  });
});
