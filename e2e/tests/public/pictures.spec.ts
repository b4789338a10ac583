// The studio's pictures: the gallery offers AVIF and WebP copies at a few widths (<picture> with
// srcset), every image has its width, height and alt text (no layout shift, never unnamed), and
// every one loads, whole.
import { expect, type Page, test } from "@playwright/test";

const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

/** Console errors and uncaught exceptions (a hydration mismatch is reported as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Scrolls every image into view (lazy ones load then), and waits until each has loaded. */
async function loadEveryImage(page: Page) {
  const images = page.locator("img");
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    if (!(await image.isVisible())) continue;
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
}

/** Each <img>'s attributes and whether it loaded. */
function describeImages(page: Page) {
  return page.locator("img").evaluateAll((images: HTMLImageElement[]) =>
    images
      .filter((img) => img.getClientRects().length > 0)
      .map((img) => ({
        src: img.currentSrc || img.src,
        alt: img.getAttribute("alt"),
        width: Number(img.getAttribute("width")),
        height: Number(img.getAttribute("height")),
        naturalWidth: img.naturalWidth,
      })),
  );
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`pictures, ${name}`, () => {
    test.use({ viewport });

    test("the home page's gallery offers AVIF and WebP copies, and shows each photo whole", async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.goto("/");
      const gallery = page.locator("section", { has: page.getByRole("heading", { name: "Studio Gallery" }) });
      const pictures = gallery.locator("figure picture");
      await expect(pictures).toHaveCount(4);
      for (let i = 0; i < 4; i++) {
        const picture = pictures.nth(i);
        await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
          "srcset",
          /\?w=\d+&f=avif&v=\w+ \d+w/,
        );
        await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
          "srcset",
          /\?w=\d+&f=webp&v=\w+ \d+w/,
        );
        await expect(picture.locator("source").first()).toHaveAttribute("sizes", /\S/);
      }
      await loadEveryImage(page);
      const shown = await gallery.locator("img").evaluateAll((images: HTMLImageElement[]) =>
        images.map((img) => ({
          src: img.currentSrc,
          fit: getComputedStyle(img).objectFit,
          ratio: img.naturalWidth / img.naturalHeight,
          declared: Number(img.getAttribute("width")) / Number(img.getAttribute("height")),
        })),
      );
      for (const image of shown) {
        // Chromium takes the AVIF copy; the photo is letterboxed, never cropped.
        expect(image.src).toMatch(/&f=avif&/);
        expect(image.fit).toBe("contain");
        expect(image.ratio).toBeCloseTo(image.declared, 2);
      }
      expect(errors).toEqual([]);
    });

    for (const path of ["/", "/booking", "/producer/marcus", "/producer/kofi"]) {
      test(`every image on ${path} has its width, height and alt text, and loads`, async ({ page }) => {
        await page.goto(path);
        await loadEveryImage(page);
        const images = await describeImages(page);
        expect(images.length).toBeGreaterThan(0);
        for (const image of images) {
          expect(image.alt, image.src).toBeTruthy();
          expect(image.width, image.src).toBeGreaterThan(0);
          expect(image.height, image.src).toBeGreaterThan(0);
          expect(image.naturalWidth, image.src).toBeGreaterThan(0);
        }
      });
    }
  });
}
