/** axe-core for the admin specs: the WCAG 2.1 A/AA rules, and only what is serious or critical. */

/** Both schemes the browser may ask for (the site renders dark whatever it asks: App.tsx). */
export const COLOR_SCHEMES = ["light", "dark"] as const;

export { seriousViolations } from "../../support/axe";
