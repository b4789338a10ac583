/**
 * The studio's look, one source for the site's theme and the e-mails: warm amber of valve glow on
 * a near-black control room. Ten shades each, lightest first (Mantine's scale).
 */
export const STUDIO_AMBER = [
  "#fff8e1",
  "#ffefcc",
  "#ffdd9b",
  "#ffca64",
  "#ffba38",
  "#ffb01b",
  "#ffab09",
  "#e39500",
  "#ca8400",
  "#af7100",
] as const;

/** The surfaces and greys: 9 the page, 7 a card, 0 the text, 1 the dimmed text. */
export const STUDIO_DARK = [
  "#C9C9C9",
  "#b8b8b8",
  "#828282",
  "#696969",
  "#424242",
  "#3b3b3b",
  "#2e2e2e",
  "#242424",
  "#1f1f1f",
  "#141414",
] as const;

/** The amber shade of filled buttons; black text on it keeps WCAG AA contrast. */
export const STUDIO_PRIMARY_SHADE = 5;

export const STUDIO_FONT =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
