/** axe-core for the admin specs: the WCAG 2.1 A/AA rules, and only what is serious or critical. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Both schemes the browser may ask for (the site renders dark whatever it asks: App.tsx). */
export const COLOR_SCHEMES = ["light", "dark"] as const;

export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
      summary: violation.nodes[0]?.failureSummary,
    }));
}
