// A new person's sign-up link opens the dashboard with their role, so nothing kept holds it: the
// outbox row has a slot and the link is minted as the mail is sent (its hash alone kept). The mail
// is retried like every mail while SMTP is down, and "Send the link again" mints a new link that
// stops the old one working.
import { describe, expect, it } from "vitest";
import {
  call,
  eventually,
  login,
  type SmtpSink,
  startApp,
  type TestApp,
  type TestAppWithSink,
  trpc,
} from "../helpers.js";
import { readMail } from "../mail-parse.js";

/** An app with its own SMTP sink, closed after the test, and the admin's cookie. */
async function appWithSink(): Promise<{ t: TestAppWithSink; sink: SmtpSink; cookie: string }> {
  const t = await startApp({ smtp: true, closeAfterTest: true });
  return { t, sink: t.sink, cookie: await login(t.url) };
}

const tokensIn = async (sink: SmtpSink, email: string) => {
  const mails = await Promise.all(
    sink.messages.filter((m) => m.to.includes(email)).map((m) => readMail(m.raw)),
  );
  return mails.map((mail) => /#enrol=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? "");
};
const enrolOptions = (t: TestApp, token: string) =>
  call(t.url, "POST", "/api/admin/enrol/options", { token });
const add = (t: TestApp, cookie: string, email: string) =>
  call(t.url, "POST", "/api/admin/staff", { name: "Sam", email, role: "owner" }, { cookie });

describe("the enrolment link", () => {
  it("is never in the outbox: the row holds a slot before and after sending; the link works", async () => {
    const { t, sink, cookie } = await appWithSink();
    expect((await add(t, cookie, "sam@example.com")).status).toBe(201);
    await eventually(() => sink.messages.length === 1, "the enrolment mail");
    const [token] = await tokensIn(sink, "sam@example.com");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = t.store.sqlite.prepare("select message, sentAt from email_outbox").all() as {
      message: string;
      sentAt: string | null;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).not.toContain(token!);
    expect(rows[0]!.message).toContain("#enrol={enrolment-token}");
    const kept = JSON.stringify(t.store.sqlite.prepare("select * from staff_enrolments").all());
    expect(kept).not.toContain(token!);
    expect((await enrolOptions(t, token!)).status).toBe(200);
  });

  it("is retried while SMTP is down, and arrives with a working link once it is back", async () => {
    const t = await startApp({ smtp: "down", closeAfterTest: true });
    const cookie = await login(t.url);
    expect((await add(t, cookie, "ria@example.com")).status).toBe(201);
    const attempts = () =>
      t.store.sqlite
        .prepare("select attempts, abandonedAt from email_outbox where kind = 'staff-enrolment'")
        .get() as {
        attempts: number;
        abandonedAt: string | null;
      };
    await eventually(() => attempts().attempts >= 2, "a second attempt", 10_000);
    expect(attempts().abandonedAt).toBeNull();
    const sink = await t.smtpBack();
    await eventually(() => sink.messages.length === 1, "the enrolment mail", 15_000);
    const [token] = await tokensIn(sink, "ria@example.com");
    expect((await enrolOptions(t, token!)).status).toBe(200);
  });

  it("is sent again from the Staff tab: a new link, and the old one stops working (both doors)", async () => {
    const { t, sink, cookie } = await appWithSink();
    const added = await add(t, cookie, "kai@example.com");
    await eventually(() => sink.messages.length === 1, "the first mail");
    const again = await call(t.url, "POST", `/api/admin/staff/${added.body.id}/enrolment`, undefined, {
      cookie,
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ id: added.body.id, email: "kai@example.com" });
    await eventually(() => sink.messages.length === 2, "the second mail");
    const [first, second] = await tokensIn(sink, "kai@example.com");
    expect(second).not.toBe(first);
    expect((await enrolOptions(t, first!)).status).toBe(404);
    expect((await enrolOptions(t, second!)).status).toBe(200);

    const viaTrpc = await trpc(
      t.url,
      "mutation",
      "admin.staff.resendEnrolment",
      { id: added.body.id },
      { cookie },
    );
    expect(viaTrpc.status).toBe(200);
    await eventually(() => sink.messages.length === 3, "the third mail");
    const third = (await tokensIn(sink, "kai@example.com"))[2];
    expect((await enrolOptions(t, second!)).status).toBe(404);
    expect((await enrolOptions(t, third!)).status).toBe(200);

    const unknown = await call(
      t.url,
      "POST",
      `/api/admin/staff/${crypto.randomUUID()}/enrolment`,
      undefined,
      { cookie },
    );
    expect(unknown.status).toBe(404);
    expect((await call(t.url, "POST", `/api/admin/staff/${added.body.id}/enrolment`)).status).toBe(401);
  });
});
