/** axe-core's serious and critical violations (WCAG 2.1 A and AA) on the page, or inside `selector`. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export async function seriousViolations(
  page: Page,
  { selector, bestPractice = false }: { selector?: string; bestPractice?: boolean } = {},
) {
  let builder = new AxeBuilder({ page }).withTags(
    bestPractice ? [...WCAG_21_AA, "best-practice"] : WCAG_21_AA,
  );
  // A page without frames is checked in place (axe.run): the frame-by-frame way, made for
  // cross-origin frames, opens a blank page per check to put the frames' results together, which
  // costs seconds on a busy machine and finds nothing more where there is no frame.
  if (page.frames().length === 1) builder = builder.setLegacyMode();
  if (selector) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
      summary: violation.nodes[0]?.failureSummary,
    }));
}

/** Every visible button, tab and button-styled link whose label is cut (wider than its box). */
export const cutLabels = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        "button, [role='tab'], .mantine-Button-root, .mantine-Button-label",
      ),
    ]
      .filter((element) => element.offsetParent !== null && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent),
  );
