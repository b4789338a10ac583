import type { Locator } from "@playwright/test";

/**
 * Pages a calendar forward until `target` shows, at most `pages` times. Each look waits up to a
 * second: the view may still be opening, rendering or loading its data, and a look that came too
 * early would page past the target.
 */
export async function pageUntilVisible(
  target: Locator,
  next: () => Promise<void>,
  pages: number,
): Promise<void> {
  const shows = () =>
    target.waitFor({ state: "visible", timeout: 1000 }).then(
      () => true,
      () => false,
    );
  for (let page = 0; page < pages && !(await shows()); page++) await next();
}
