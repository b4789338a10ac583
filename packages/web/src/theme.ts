import { createTheme, type MantineColorsTuple } from "@mantine/core";

// Warm amber of valve glow on a near-black control room.
const amber: MantineColorsTuple = [
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
];

export const theme = createTheme({
  primaryColor: "amber",
  // The site is always dark; shade 5 on black text (autoContrast) keeps WCAG AA contrast.
  primaryShade: 5,
  colors: { amber },
  // Picks black or white text on filled surfaces so every button keeps WCAG contrast.
  autoContrast: true,
  luminanceThreshold: 0.35,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: "800",
  },
  defaultRadius: "md",
  cursorType: "pointer",
  components: {
    // Spec §9: tooltips open after 700 ms. A plain object, so the theme does not pull the Tooltip
    // component (and floating-ui) into the initial bundle.
    Tooltip: { defaultProps: { openDelay: 700, withArrow: true } },
  },
});
