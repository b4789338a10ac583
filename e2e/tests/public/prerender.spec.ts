// The public pages are rendered by the server: they read without JavaScript, carry their own
// title and search-engine tags, and the browser takes them over (hydration) without a hitch.
import { expect, type Page, test } from "@playwright/test";

const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

const PAGES = [
  { path: "/", title: /^Leyton Sound Studio \| Recording Studio in/, heading: "Where Music Comes Alive" },
  { path: "/booking", title: /^Book a Recording Session \|/, heading: "Book Your Session" },
  { path: "/contact", title: /^Contact \|/, heading: "Get In Touch" },
  { path: "/equipment", title: /^Studio Equipment \|/, heading: "Professional Equipment" },
  { path: "/producer/marcus", title: /^Marcus, Lead engineer \|/, heading: "Marcus" },
];

/** Console errors and uncaught exceptions (a hydration mismatch is reported as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 40[14]/.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`with JavaScript disabled, ${name}`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    test("the home page shows its hero, its sections and the contact details", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: "Where Music Comes Alive" })).toBeVisible();
      await expect(page.getByTestId("book-session-hero")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Studio Gallery" })).toBeVisible();
      const visit = page.locator("section", { has: page.getByRole("heading", { name: "Visit Our Studio" }) });
      await visit.scrollIntoViewIfNeeded();
      await expect(visit.getByText("E10 6AE")).toBeVisible();
      await expect(visit.getByRole("link", { name: "bookings@leytonsound.studio" })).toBeVisible();
    });

    test("the equipment page lists every item", async ({ page }) => {
      await page.goto("/equipment");
      await expect(page.getByRole("heading", { level: 1, name: "Professional Equipment" })).toBeVisible();
      for (const item of ["UAD X8", "AVALON 737", "SSL FUSION", "FOCAL SM9", "MIXCUBE", "U47 MIC"]) {
        await expect(page.getByText(item, { exact: true }).first()).toBeVisible();
      }
    });

    test("the contact page shows the e-mail, the messaging number, the postcode and the hours", async ({
      page,
    }) => {
      await page.goto("/contact");
      await expect(page.getByRole("heading", { level: 1, name: "Get In Touch" })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.getByText("bookings@leytonsound.studio").first()).toBeVisible();
      await expect(main.getByText("+44 7700 900123").first()).toBeVisible();
      await expect(main.getByText(/E10 6AE/).first()).toBeVisible();
      await expect(main.getByText("Monday-Wednesday").first()).toBeVisible();
      // The bots' field stays off screen without the form's code and stylesheet.
      const trap = await page.locator("#contact-website").boundingBox();
      expect(trap && trap.x + trap.width).toBeLessThanOrEqual(0);
    });

    test("a producer's page and the 404 page read without JavaScript", async ({ page }) => {
      await page.goto("/producer/dre");
      await expect(page.getByRole("heading", { level: 1, name: "Dre" })).toBeVisible();
      await expect(page.getByRole("img", { name: /Dre/ })).toBeVisible();
      const missing = await page.goto("/no-such-page");
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
      await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    });
  });

  test.describe(`with JavaScript, ${name}`, () => {
    test.use({ viewport });

    for (const { path, title, heading } of PAGES) {
      test(`${path} arrives rendered, with its own title, and hydrates without errors`, async ({ page }) => {
        const errors = collectErrors(page);
        const profileReads: string[] = [];
        page.on("request", (request) => {
          if (new URL(request.url()).pathname === "/api/studio") profileReads.push(request.url());
        });
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        // The heading is in the HTML the server sent, before any script ran.
        expect(await response?.text()).toContain(heading);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(title);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
        await page.keyboard.press("Tab"); // a page to read starts its app when the visitor reaches for it
        await expect(page.locator("html[data-app=ready]")).toHaveCount(1, { timeout: 15_000 });
        await page.waitForLoadState("networkidle");
        expect(errors).toEqual([]);
        expect(profileReads).toEqual([]); // the profile came inside the page
      });
    }

    test("the app loads the formatters' locale and time-zone data on a worker of its own, which then ends", async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const ended = new Promise<string>((resolve) => {
        page.on("worker", (worker) => worker.on("close", () => resolve(worker.url())));
      });
      await page.goto("/booking"); // a page whose app starts by itself (its grid is still to load)
      expect(await ended).toMatch(/\/assets\/warm-formats\.worker-[^/]*\.js$/);
      await expect(page.locator("html[data-app=ready]")).toHaveCount(1, { timeout: 15_000 });
      expect(errors).toEqual([]);
    });

    test("a page to read runs no app code until the visitor reaches for it, then a tap on a control works", async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const app: string[] = [];
      page.on("request", (request) => {
        if (/\/assets\/boot-[^/]*\.js$/.test(request.url())) app.push(request.url());
      });
      await page.goto("/");
      // Fetched ahead once the page is idle, but not run: React has not claimed the page.
      await expect.poll(() => app.length).toBeGreaterThan(0);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
      // The first tap starts the app, and is answered once it has.
      const toggle = page.getByRole("button", {
        name: name === "phone" ? "Toggle navigation" : "Quick Links",
      });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator("html[data-app=ready]")).toHaveCount(1);
      expect(errors).toEqual([]);
    });

    test("after hydration the links navigate in the page and the title follows", async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto("/");
      await page.keyboard.press("Tab"); // starts the app (a page to read waits for the visitor)
      await expect(page.locator("html[data-app=ready]")).toHaveCount(1, { timeout: 15_000 });
      await page.getByTestId("book-session-hero").click();
      await expect(page).toHaveURL(/\/booking$/);
      await expect(page).toHaveTitle(/^Book a Recording Session \|/);
      // One head, the new page's: the server's tags for the first page are gone, not left beside it.
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/booking$/);
      await expect(page.locator("title")).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await page.goBack();
      await expect(page).toHaveTitle(/^Leyton Sound Studio \| Recording Studio in/);
      expect(errors).toEqual([]);
    });

    test("a visitor who scrolled before the app took over stays where they were; a link then opens its page at the top", async ({
      page,
    }) => {
      // The app is held back a little, as on a slow phone line, so the visitor scrolls first.
      await page.route(/\/assets\/boot-[^/]*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.goto("/producer/dre");
      await page.evaluate(() => window.scrollTo(0, 400));
      await page.mouse.move(5, 5); // the visitor reaches for the page: its app starts
      await expect(page.locator("html[data-app=ready]")).toHaveCount(1, { timeout: 15_000 });
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => window.scrollY)).toBe(400);

      await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}
