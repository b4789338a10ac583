// The staff steps the tests take over real HTTP: the owner adds a person, the person enrols from
// the e-mailed link (read from the outbox row the server wrote) and signs in with a passkey.
import { type Answer, call, cookieFrom, type Json, login } from "../http-calls.js";
import type { Store } from "../../src/store/store.js";
import { SoftAuthenticator } from "./soft-authenticator.js";

export const ORIGIN = "http://localhost:3000";
export const RP_ID = "localhost";

export interface Person {
  id: string;
  email: string;
  token: string;
}

/** The enrolment link's token in the newest mail to `email`. */
function enrolmentToken(store: Store, email: string): string {
  const rows = store.sqlite
    .prepare("select message from email_outbox where kind = 'staff-enrolment' order by id desc")
    .all() as { message: string }[];
  const mail = rows.map((row) => JSON.parse(row.message) as Json).find((m) => m.to.includes(email));
  if (!mail) throw new Error(`no enrolment mail to ${email}`);
  return new URL(mail.template.props.enrolUrl).hash.replace(/^#enrol=/, "");
}

export async function addPerson(
  app: { url: string; store: Store },
  ownerCookie: string,
  person: { name: string; email: string; role: string; producer?: string },
): Promise<Person> {
  const added = await call(app.url, "POST", "/api/admin/staff", person, { cookie: ownerCookie });
  if (added.status !== 201) throw new Error(`add failed: ${added.status} ${added.text}`);
  return { id: added.body.id, email: person.email, token: enrolmentToken(app.store, person.email) };
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
