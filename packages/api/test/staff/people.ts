// The staff steps the tests take over real HTTP: the owner adds a person, the person enrols from
// the e-mailed link (read from the mail as sent) and signs in with a passkey.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Answer, call, cookieFrom, type Json, login } from "../http-calls.js";
import { readMail } from "../mail-parse.js";
import type { Store } from "../../src/store/store.js";
import { SoftAuthenticator } from "./soft-authenticator.js";

export const ORIGIN = "http://localhost:3000";
export const RP_ID = "localhost";

export interface Person {
  id: string;
  email: string;
  token: string;
}

/**
 * The enrolment link's token in the newest mail sent to `email`, read from the .eml file the file
 * transport wrote (the outbox row holds only a slot: the token is minted as the mail is sent).
 */
async function enrolmentToken(app: { store: Store; dataDir: string }, email: string): Promise<string> {
  const rows = app.store.sqlite
    .prepare("select id, message from email_outbox where kind = 'staff-enrolment' order by id desc")
    .all() as { id: number; message: string }[];
  const row = rows.find((r) => (JSON.parse(r.message) as Json).to.includes(email));
  if (!row) throw new Error(`no enrolment mail to ${email}`);
  const dir = path.join(app.dataDir, "outbox");
  const deadline = Date.now() + 10_000;
  for (;;) {
    const file = existsSync(dir)
      ? readdirSync(dir).find((f) => f.endsWith(`-outbox-${row.id}.eml`))
      : undefined;
    const mail = file ? await readMail(readFileSync(path.join(dir, file), "utf8")) : undefined;
    const token = mail ? /#enrol=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] : undefined;
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`the enrolment mail to ${email} was not sent`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function addPerson(
  app: { url: string; store: Store; dataDir: string },
  ownerCookie: string,
  person: { name: string; email: string; role: string; producer?: string },
): Promise<Person> {
  const added = await call(app.url, "POST", "/api/admin/staff", person, { cookie: ownerCookie });
  if (added.status !== 201) throw new Error(`add failed: ${added.status} ${added.text}`);
  return { id: added.body.id, email: person.email, token: await enrolmentToken(app, person.email) };
}

/** Enrols a new authenticator from the link; returns it and the session cookie it signs in with. */
export async function enrol(url: string, token: string) {
  const authenticator = new SoftAuthenticator(ORIGIN, RP_ID);
  const start = await call(url, "POST", "/api/admin/enrol/options", { token });
  if (start.status !== 200) throw new Error(`enrol options: ${start.status} ${start.text}`);
  const response = authenticator.register(start.body.options);
  const done = await call(url, "POST", "/api/admin/enrol", { token, response });
  if (done.status !== 200) throw new Error(`enrol: ${done.status} ${done.text}`);
  return { authenticator, cookie: cookieFrom(done.headers) };
}

export async function signInOptions(url: string): Promise<{ challenge: string; rpId: string }> {
  return (await call(url, "POST", "/api/admin/passkey/options", {})).body;
}

export function passkeyLogin(url: string, response: unknown, cookie?: string): Promise<Answer> {
  return call(url, "POST", "/api/admin/passkey/login", { response }, { cookie });
}

/**
 * A password session handed to a person: a real cookie whose server-side row names them (the
 * permission suites test roles; the passkey suite tests signing in).
 */
export async function sessionOf(app: { url: string; store: Store }, personId: string): Promise<string> {
  const ids = () => app.store.sqlite.prepare("select id from admin_sessions").pluck().all() as string[];
  const before = new Set(ids());
  const cookie = await login(app.url);
  const id = ids().find((s) => !before.has(s));
  app.store.sqlite
    .prepare(`update admin_sessions set "personId" = ?, method = 'passkey' where id = ?`)
    .run(personId, id);
  return cookie;
}
