// Session Details holds its place while it arrives: the section is as tall from the first frame as
// once its last part has rendered (its chunk's placeholder, then the form with its later part's
// placeholder, then all of it), at each of Mantine's breakpoints, so nothing below it moves.
import { expect, test } from "@playwright/test";
import { BASE_URL } from "../../support/server";

/** One width per breakpoint band: under xs (36em), xs to sm (48em), sm to md (62em), md and up. */
const WIDTHS = [390, 600, 800, 1280];
/** Slowed so that each stage is on screen for some frames. */
const CPU_SLOWDOWN = 2;

test.describe.configure({ timeout: 120_000 });

for (const width of WIDTHS) {
  test(`Session Details keeps one height while it loads, at ${width}px`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 844 } });
    const page = await context.newPage();
    await page.goto("/booking"); // files cached, as for a returning visitor
    await page.waitForLoadState("networkidle");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // The section's height in every frame from the first, with what it showed then.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { sectionHeights: string[] }).sectionHeights = seen;
      const look = () => {
        const section = document.getElementById("session-details");
        if (section) {
          const stage = section.querySelector("form")
            ? section.querySelector("[aria-busy]")
              ? "form, later part to come"
              : "form"
            : "placeholder";
          const entry = `${Math.round(section.getBoundingClientRect().height)} (${stage})`;
          if (seen.at(-1) !== entry) seen.push(entry);
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto("/booking");
    await expect(page.getByRole("heading", { name: "Booking Summary" })).toBeVisible({ timeout: 60_000 });
    const heights = await page.evaluate(
      () => (window as unknown as { sectionHeights: string[] }).sectionHeights,
    );
    const last = Number.parseInt(heights.at(-1)!, 10);
    expect(heights.at(-1)).toContain("(form)");
    // Within a pixel: the heights are rounded, and the measured ones are whole pixels.
    expect(
      heights.filter((entry) => Math.abs(Number.parseInt(entry, 10) - last) > 1),
      heights.join(" > "),
    ).toEqual([]);
    await context.close();
  });
}
