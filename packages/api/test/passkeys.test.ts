import { PASSKEY_REFUSED } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { call, cookieFrom, trpc } from "./helpers.js";
import { useAdminApp } from "./shared-app.js";
import { addPerson, enrol, ORIGIN, passkeyLogin, RP_ID, signInOptions } from "./staff/people.js";
import { SoftAuthenticator } from "./staff/soft-authenticator.js";

// Refusals are the subject here; the throttle has its own test.
const t = useAdminApp({ publicUrl: ORIGIN, limits: { loginFailures: 100 } });

const me = (cookie: string) => call(t.url, "GET", "/api/admin/me", undefined, { cookie });

describe("passkeys against the real server", () => {
  it("enrols from the e-mailed link, signs in, and names the person and method", async () => {
    const dre = await addPerson(t, t.cookie, {
      name: "Dre",
      email: "dre@example.com",
      role: "producer",
      producer: "Dre",
    });
    const { authenticator, cookie } = await enrol(t.url, dre.token);
    expect((await me(cookie)).body).toEqual({ name: "Dre", role: "producer", method: "passkey" });
    // Which producer they are (for their own leave); nobody else is one.
    const mine = (c: string) => call(t.url, "GET", "/api/admin/me/producer", undefined, { cookie: c });
    expect((await mine(cookie)).body).toEqual({ producer: "Dre" });
    expect((await mine(t.cookie)).body).toEqual({ producer: null });
    // The link is single-use, and only its hash is stored.
    expect((await call(t.url, "POST", "/api/admin/enrol/options", { token: dre.token })).status).toBe(404);
    expect(JSON.stringify(t.store.sqlite.prepare("select * from staff_enrolments").all())).not.toContain(
      dre.token,
    );

    const options = await signInOptions(t.url);
    expect(options.rpId).toBe(RP_ID);
    const signedIn = await passkeyLogin(t.url, authenticator.signIn(options));
    expect(signedIn.status).toBe(200);
    expect((await me(cookieFrom(signedIn.headers))).body).toEqual({
      name: "Dre",
      role: "producer",
      method: "passkey",
    });
  });

  it("refuses a replayed assertion and a reused challenge", async () => {
    const sam = await addPerson(t, t.cookie, { name: "Sam", email: "sam@example.com", role: "staff" });
    const { authenticator } = await enrol(t.url, sam.token);
    const options = await signInOptions(t.url);
    const assertion = authenticator.signIn(options);
    expect((await passkeyLogin(t.url, assertion)).status).toBe(200);
    const replay = await passkeyLogin(t.url, assertion);
    expect([replay.status, replay.body.error]).toEqual([401, PASSKEY_REFUSED]);
    // A fresh signature (counter moved on) over the challenge already used.
    const reused = await passkeyLogin(t.url, authenticator.signIn(options));
    expect([reused.status, reused.body.error]).toEqual([401, PASSKEY_REFUSED]);
  });

  it("refuses a wrong origin, no user verification, another person's credential and an unknown one alike", async () => {
    const ann = await addPerson(t, t.cookie, { name: "Ann", email: "ann@example.com", role: "staff" });
    const bea = await addPerson(t, t.cookie, { name: "Bea", email: "bea@example.com", role: "staff" });
    const annKey = (await enrol(t.url, ann.token)).authenticator;
    const beaKey = (await enrol(t.url, bea.token)).authenticator;
    const stranger = new SoftAuthenticator(ORIGIN, RP_ID);
    const attempts = [
      annKey.signIn(await signInOptions(t.url), { origin: "https://evil.example" }),
      annKey.signIn(await signInOptions(t.url), { userVerified: false }),
      beaKey.signIn(await signInOptions(t.url), { credentialId: annKey.credentialId }),
      stranger.signIn(await signInOptions(t.url)),
    ];
    for (const attempt of attempts) {
      const answer = await passkeyLogin(t.url, attempt);
      expect([answer.status, answer.text]).toEqual([401, JSON.stringify({ error: PASSKEY_REFUSED })]);
    }
    // The genuine article still works afterwards.
    expect((await passkeyLogin(t.url, annKey.signIn(await signInOptions(t.url)))).status).toBe(200);
  });

  it("refuses a registration for another origin or over someone else's credential id", async () => {
    const cy = await addPerson(t, t.cookie, { name: "Cy", email: "cy@example.com", role: "staff" });
    const key = new SoftAuthenticator(ORIGIN, RP_ID);
    const options = (await call(t.url, "POST", "/api/admin/enrol/options", { token: cy.token })).body.options;
    const wrong = await call(t.url, "POST", "/api/admin/enrol", {
      token: cy.token,
      response: key.register(options, { origin: "https://evil.example" }),
    });
    expect(wrong.status).toBe(400);
    const dreId = (t.store.sqlite.prepare("select id from passkeys limit 1").get() as { id: string }).id;
    const again = (await call(t.url, "POST", "/api/admin/enrol/options", { token: cy.token })).body.options;
    const taken = await call(t.url, "POST", "/api/admin/enrol", {
      token: cy.token,
      response: key.register(again, { credentialId: dreId }),
    });
    expect(taken.status).toBe(409);
    // Neither used the link up: the real enrolment still works.
    expect((await enrol(t.url, cy.token)).cookie).toMatch(/^studio-admin=/);
  });

  it("signs a removed person out everywhere at once, and refuses their passkey like an unknown one", async () => {
    const kofi = await addPerson(t, t.cookie, {
      name: "Kofi",
      email: "kofi@example.com",
      role: "producer",
      producer: "Kofi",
    });
    const { authenticator, cookie } = await enrol(t.url, kofi.token);
    const second = cookieFrom(
      (await passkeyLogin(t.url, authenticator.signIn(await signInOptions(t.url)))).headers,
    );
    expect((await me(second)).status).toBe(200);
    expect(
      (await call(t.url, "DELETE", `/api/admin/staff/${kofi.id}`, undefined, { cookie: t.cookie })).status,
    ).toBe(200);
    expect((await me(cookie)).status).toBe(401);
    expect((await trpc(t.url, "query", "admin.me", undefined, { cookie: second })).status).toBe(401);
    const gone = await passkeyLogin(t.url, authenticator.signIn(await signInOptions(t.url)));
    expect([gone.status, gone.text]).toEqual([401, JSON.stringify({ error: PASSKEY_REFUSED })]);
  });

  it("ends every session of a person whose last passkey they remove", async () => {
    const lee = await addPerson(t, t.cookie, { name: "Lee", email: "lee@example.com", role: "staff" });
    const { authenticator, cookie } = await enrol(t.url, lee.token);
    const other = cookieFrom(
      (await passkeyLogin(t.url, authenticator.signIn(await signInOptions(t.url)))).headers,
    );
    const removed = await call(
      t.url,
      "DELETE",
      `/api/admin/passkeys/${authenticator.credentialId}`,
      undefined,
      { cookie },
    );
    expect(removed.body).toEqual({ id: authenticator.credentialId, signedOut: true });
    expect((await me(other)).status).toBe(401);
  });
});
