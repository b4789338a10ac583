import { expect, test } from "@playwright/test";
import { scrollThrough } from "./helpers";

test("home: every section of the spec, and the admin code is never downloaded", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Where Music Comes Alive" })).toBeVisible();
  await expect(
    page.getByText("Professional recording studio with expert engineers ready to bring your vision to life."),
  ).toBeVisible();
  await scrollThrough(page);
  for (const heading of [
    "About",
    "Why Artists Choose Us",
    "Studio Gallery",
    "Professional Equipment",
    "Visit Our Studio",
  ]) {
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  for (const caption of ["Recording Booth", "Games Room", "Lounge", "Control Room"]) {
    await expect(page.locator("figcaption", { hasText: caption })).toBeVisible();
  }
  const main = page.getByRole("main");
  await expect(main).toContainText("E10 6AE");
  await expect(main).toContainText("Near London Overground");
  await expect(main).toContainText("bookings@leytonsound.studio");
  await expect(main.getByRole("link", { name: "Admin", exact: true })).toHaveAttribute("href", "/admin");

  // Hovering the Admin link must not preload the dashboard either.
  await main.getByRole("link", { name: "Admin", exact: true }).hover();
  await page.waitForTimeout(300);
  expect(scripts.filter((url) => /\/assets\/admin/.test(url))).toEqual([]);

  await main.getByRole("link", { name: "View Our Equipment" }).click();
  await expect(page).toHaveURL(/\/equipment$/);
  // The equipment page starts at the top even when reached from the bottom of the home page.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(scripts.filter((url) => /\/assets\/admin/.test(url))).toEqual([]);
});

test("nav bar: Quick Links with descriptions, active route, footer", async ({ page }) => {
  await page.goto("/contact");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");

  const quick = nav.getByRole("button", { name: "Quick Links" });
  await quick.click();
  await expect(quick).toHaveAttribute("aria-expanded", "true");
  for (const label of ["Home", "Book Session", "Equipment", "Contact"]) {
    await expect(nav.getByRole("listitem").filter({ hasText: label }).first()).toBeVisible();
  }
  await expect(nav).toContainText("The gear in our control room and booth");
  await nav.getByRole("link", { name: /^Equipment/ }).click();
  await expect(page).toHaveURL(/\/equipment$/);
  await expect(quick).toHaveAttribute("aria-expanded", "false");

  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Quick Links");
  await expect(footer).toContainText("Enquire for bookings");
  await expect(footer).toContainText("12PM - 6AM");
  await expect(footer).toContainText("© 2024");
  await page.getByRole("link", { name: /home$/ }).first().click(); // the logo
  await expect(page).toHaveURL(/\/$/);
});

test("equipment: eight items in four categories, each described", async ({ page }) => {
  await page.goto("/equipment");
  await expect(page.getByRole("heading", { name: "Professional Equipment", level: 1 })).toBeVisible();
  const categories = ["Audio Interfaces", "Preamps & Processors", "Studio Monitors", "Microphones"];
  for (const category of categories) {
    await expect(page.getByRole("heading", { name: category, level: 2 })).toBeVisible();
  }
  const items = page.getByRole("heading", { level: 3 });
  await expect(items).toHaveText([
    "UAD X8",
    "AVALON 737",
    "TUBE TECH LIMITER",
    "SSL BUS COMPRESSOR",
    "SSL FUSION",
    "FOCAL SM9",
    "MIXCUBE",
    "U47 MIC",
  ]);
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Book Your Session" })).toHaveAttribute("href", "/booking");
});

test("producer profile: matched ignoring case, with a call to action", async ({ page }) => {
  await page.goto("/producer/MARCUS");
  await expect(page.getByRole("heading", { name: "Marcus", level: 1 })).toBeVisible();
  await expect(page.getByText("Lead engineer")).toBeVisible();
  await expect(page.getByRole("img", { name: /Marcus/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Follow Marcus/ })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("heading", { name: "Ready to Create with Marcus?" })).toBeVisible();
  await page.getByRole("link", { name: "Book with Marcus" }).click();
  await expect(page).toHaveURL(/\/booking\?producer=Marcus$/);
});

test("an unknown producer reads 'Producer Not Found' with a way home", async ({ page }) => {
  const response = await page.goto("/producer/nobody");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Producer Not Found" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown path shows the 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("the confirmation page reads its query string and makes no booking calls", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/trpc/") || url.pathname.startsWith("/api/")) calls.push(url.pathname);
  });
  await page.goto(
    "/booking-confirmation?id=3f1c&firstName=Ada&lastName=Lovelace&email=ada%40example.com&phone=07700900123" +
      "&date=2026-12-05&startTime=01:00&duration=4&engineer=Dre&totalCost=12500",
  );
  const main = page.getByRole("main");
  // Saturday night's 1:00 AM session is on Sunday, with its end time.
  await expect(page.getByTestId("confirmation-date")).toHaveText("Sunday, 6 December 2026");
  await expect(page.getByTestId("confirmation-time")).toHaveText("1:00 AM to 5:00 AM (4 hours)");
  await expect(page.getByTestId("confirmation-when")).toHaveText(
    "Sunday 6 December 2026, 1:00 AM – 5:00 AM (Saturday night)",
  );
  await expect(page.getByTestId("confirmation-producer")).toHaveText("Dre");
  await expect(page.getByTestId("confirmation-cost")).toHaveText("£125.00");
  await expect(main).toContainText("Ada Lovelace");
  await expect(main).toContainText("ada@example.com");
  await expect(main).toContainText("07700900123");
  await expect(main).toContainText("What Happens Next");
  await expect(main).toContainText("spam");
  // Only the studio profile (names and contact details, GET /api/studio) is read; never a booking.
  expect(calls.filter((path) => path !== "/api/studio")).toEqual([]);
});

test.describe("with prefers-reduced-motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("home sections are shown at once and nothing moves with scroll", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Where Music Comes Alive" })).toBeVisible();
    const sections = page.locator("main section[data-visible]");
    // Every reveal section is visible without any scrolling, and carries no transform.
    await expect(sections).toHaveCount(5);
    const styles = await sections.evaluateAll((nodes) =>
      nodes.map((node) => {
        const style = getComputedStyle(node);
        const child = getComputedStyle(node.firstElementChild as Element);
        return {
          opacity: style.opacity,
          transform: style.transform,
          scale: child.scale,
          translate: child.translate,
        };
      }),
    );
    for (const style of styles) {
      expect(style).toEqual({ opacity: "1", transform: "none", scale: "none", translate: "none" });
    }
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(200);
    const shifted = await page.evaluate(() =>
      [...document.querySelectorAll("main section")].some((node) =>
        (node as HTMLElement).style.getPropertyValue("--shift-y"),
      ),
    );
    expect(shifted).toBe(false);
  });

  test("a producer's profile opens at once, with no transition", async ({ page }) => {
    await page.goto("/booking");
    await page.getByTestId("producer-card-marcus").getByRole("button", { name: "View Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Marcus" });
    await expect(dialog).toBeVisible();
    // Read at once: with motion the dialog fades in over 200 ms from opacity 0.
    const style = await dialog.evaluate((node) => {
      const computed = getComputedStyle(node);
      return {
        opacity: computed.opacity,
        transitionMs: Number.parseFloat(computed.transitionDuration) * 1000,
      };
    });
    expect(style.opacity).toBe("1");
    expect(style.transitionMs).toBeLessThan(1);
  });
});
