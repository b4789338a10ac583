/**
 * Each person their own key, at 390 and 1280 px: the owner (shared password) adds a producer in the
 * Staff tab; the producer enrols from the e-mailed link with Chromium's virtual authenticator, signs
 * in with "Sign in with a passkey" in a fresh browser holding the same passkey, sees only their own
 * sessions and no action their role is refused, and is signed out everywhere once removed.
 * Browses PUBLIC_URL (localhost: a passkey's relying party is a host name in a secure context).
 * Owns thursday(9) and thursday(10).
 */
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { thursday } from "../../support/dates";
import { enrolmentLinkFor, mailsTo } from "../../support/outbox";
import { PUBLIC_URL } from "../../support/server";
import { card, createBooking, expectToast, logIn, openTab, session, tab } from "./helpers";

test.use({ baseURL: PUBLIC_URL });
// Two browsers, a password sign-in (scrypt) and three ceremonies on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

/** A virtual platform authenticator (user verification done) in the page's browser. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

type Authenticator = Awaited<ReturnType<typeof virtualAuthenticator>>;

/** Copies every passkey of one virtual authenticator to another (the same person's other device). */
async function copyPasskeys(from: Authenticator, to: Authenticator): Promise<number> {
  const { credentials } = await from.cdp.send("WebAuthn.getCredentials", {
    authenticatorId: from.authenticatorId,
  });
  for (const credential of credentials)
    await to.cdp.send("WebAuthn.addCredential", { authenticatorId: to.authenticatorId, credential });
  return credentials.length;
}

async function freshPage(browser: Browser, width: number): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ baseURL: PUBLIC_URL, viewport: { width, height: 900 } });
  return [context, await context.newPage()];
}

/** The Staff tab's form: a producer linked to `producer`. */
async function addProducer(page: Page, person: { name: string; email: string; producer: string }) {
  const form = page.getByRole("form", { name: "Add a person" });
  await form.getByLabel("Name").fill(person.name);
  await form.getByLabel("E-mail").fill(person.email);
  await form.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "producer", exact: true }).click();
  await form.getByRole("combobox", { name: "Producer" }).click();
  await page.getByRole("option", { name: person.producer, exact: true }).click();
  await form.getByRole("button", { name: "Add person" }).click();
  await expectToast(page, "Person added", `Enrolment e-mail sent to ${person.email}`);
}

const gate = (page: Page) => page.getByRole("heading", { name: "Admin Access" });
const dashboard = (page: Page) => page.getByRole("heading", { name: "Admin Dashboard", level: 1 });

for (const { width, week, producer, other } of [
  { width: 390, week: 9, producer: "Marcus", other: "Dre" },
  { width: 1280, week: 10, producer: "Dre", other: "Marcus" },
]) {
  test(`a producer enrols, signs in with a passkey, sees their own sessions and is removed (${width} px)`, async ({
    page,
    browser,
  }) => {
    const night = thursday(week);
    const person = { name: `Kim ${width}`, email: `kim${width}@example.com`, producer };
    await page.setViewportSize({ width, height: 900 });

    // The owner signs in with the shared password and books one session for each producer.
    await logIn(page);
    await createBooking(page.request, session(`Own Client${width}`, night, "18:00", 2, producer));
    await createBooking(page.request, session(`Other Client${width}`, night, "21:00", 2, other));
    await openTab(page, "Staff");
    await expect(page.getByTestId("password-sign-in-state")).toContainText("Password sign-in is on");
    await addProducer(page, person);
    const row = page.getByRole("row").filter({ hasText: person.email });
    await expect(row).toContainText("Not enrolled yet");
    // The first mail went astray: the owner sends the link again (a new one; the first stops working).
    await expect.poll(() => mailsTo(person.email).length, { timeout: 30_000 }).toBe(1);
    const first = await enrolmentLinkFor(person.email);
    await row.getByRole("button", { name: `Send ${person.name} the link again` }).click();
    await expectToast(page, "Link sent", `A new sign-up link is on its way to ${person.email}`);
    await expect.poll(() => mailsTo(person.email).length, { timeout: 30_000 }).toBe(2);

    // The producer opens the e-mailed link in their own browser and makes a passkey.
    const link = await enrolmentLinkFor(person.email);
    expect(link).not.toBe(first);
    const stale = await page.request.post("/api/admin/enrol/options", {
      data: { token: new URL(first).hash.replace(/^#enrol=/, "") },
    });
    expect(stale.status()).toBe(404);
    expect(link.startsWith(`${PUBLIC_URL}/admin#enrol=`)).toBe(true);
    const [phone, phonePage] = await freshPage(browser, width);
    const phoneKey = await virtualAuthenticator(phonePage);
    await phonePage.goto(link);
    await phonePage.getByRole("button", { name: "Create passkey" }).click();
    await expectToast(phonePage, "Passkey created", `Welcome, ${person.name}`);
    await expect(dashboard(phonePage)).toBeVisible();

    // In a fresh browser holding the same passkey, "Sign in with a passkey" lets them in.
    const [laptop, laptopPage] = await freshPage(browser, width);
    const refused: string[] = [];
    laptopPage.on("response", (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    // A browser without passkey autofill: the virtual authenticator would answer the password
    // field's autofill request at once, where a person picks the passkey; the button is the subject.
    await laptop.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    expect(await copyPasskeys(phoneKey, await virtualAuthenticator(laptopPage))).toBe(1);
    await laptopPage.goto("/admin");
    await expect(gate(laptopPage)).toBeVisible({ timeout: 30_000 });
    await laptopPage.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expectToast(laptopPage, "Access granted!", `Welcome, ${person.name}`);
    await expect(dashboard(laptopPage)).toBeVisible();
    await expect(laptopPage.getByText(`Signed in as ${person.name} (passkey)`)).toBeVisible();

    // Their own sessions only, and only what their role may do.
    await expect(card(laptopPage, `Own Client${width}`)).toBeVisible();
    await expect(card(laptopPage, `Other Client${width}`)).toHaveCount(0);
    const listed = await laptopPage.request.get("/api/admin/bookings");
    expect(listed.status()).toBe(200);
    const producers = new Set(((await listed.json()) as { engineer: string }[]).map((b) => b.engineer));
    expect([...producers]).toEqual([producer]);
    await expect(tab(laptopPage, "Bookings")).toBeVisible();
    for (const hidden of ["Privacy", "Staff", "Studio", "Create", "Calendar", "Messages", "Archive", "Holds"])
      await expect(tab(laptopPage, hidden), hidden).toHaveCount(0);
    // They take money on their own session (never a refund), and edit or cancel nothing.
    const own = card(laptopPage, `Own Client${width}`);
    // A phone's card keeps View alone (its actions are in the view, below); a wide one shows them.
    if (width > 400) await expect(own.getByRole("button", { name: "Take payment" })).toBeVisible();
    for (const action of ["Edit", "Cancel", "Refund"])
      await expect(own.getByRole("button", { name: action }), action).toHaveCount(0);
    await own.getByRole("button", { name: "View" }).click();
    const details = laptopPage.getByRole("dialog", { name: "Booking Details" });
    await expect(details).toContainText(`Own Client${width}`);
    // The view, where a phone's card keeps its actions, holds the same for a producer.
    await expect(details.getByRole("button", { name: "Take payment" })).toBeVisible();
    for (const action of ["Edit", "Cancel", "Refund"])
      await expect(details.getByRole("button", { name: action }), action).toHaveCount(0);
    await details.getByRole("button", { name: "Close", exact: true }).click();
    await expect(details).toHaveCount(0);
    expect(refused).toEqual([]);

    // Their own leave, where they work: the producer is fixed, no closures.
    // Their own calendars beside it, fixed to them the same way.
    const leave = laptopPage.getByRole("region", { name: "My leave" });
    for (const form of ["Mark a producer away", "Add a calendar"]) {
      const producerField = leave
        .getByRole("form", { name: form })
        .getByRole("combobox", { name: /^Producer/ });
      await expect(producerField, form).toHaveValue(producer);
      await expect(producerField.locator("option"), form).toHaveCount(1);
    }
    await expect(leave.getByRole("form", { name: "Close the studio" })).toHaveCount(0);
    await leave.getByLabel("Away from night").fill(night);
    await leave.getByLabel("Note").fill(`Dentist ${width}`);
    await leave.getByRole("button", { name: "Mark away" }).click();
    await expect(leave.getByTestId("diary-list")).toContainText(`${producer} away`);
    const entry = leave.getByRole("listitem").filter({ hasText: `Dentist ${width}` });
    await entry.getByRole("button", { name: /^Remove / }).click();
    await expect(entry).toHaveCount(0);
    expect(refused).toEqual([]);

    // The owner removes them: every session of theirs ends, in every browser.
    await page.reload();
    await openTab(page, "Staff");
    await expect(row.getByRole("cell").nth(2)).toHaveText("1");
    await page.getByRole("button", { name: `Remove ${person.name}` }).click();
    await expectToast(page, "Person removed");
    await expect(row).toHaveCount(0);
    for (const signedOut of [laptopPage, phonePage]) {
      expect((await signedOut.request.get("/api/admin/me")).status()).toBe(401);
      await signedOut.reload();
      await expect(gate(signedOut)).toBeVisible({ timeout: 30_000 });
    }
    await phone.close();
    await laptop.close();
  });
}
