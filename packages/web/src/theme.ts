import { createTheme, type MantineColorsTuple } from "@mantine/core";
import { STUDIO_AMBER, STUDIO_DARK, STUDIO_FONT, STUDIO_PRIMARY_SHADE } from "@studio/domain";

// The studio's amber and dark shades, shared with the e-mails.
const amber: MantineColorsTuple = STUDIO_AMBER;
const dark: MantineColorsTuple = STUDIO_DARK;

export const theme = createTheme({
  primaryColor: "amber",
  // The site is always dark; shade 5 on black text (autoContrast) keeps WCAG AA contrast.
  primaryShade: STUDIO_PRIMARY_SHADE,
  colors: { amber, dark },
  // Picks black or white text on filled surfaces so every button keeps WCAG contrast. Black
  // contrasts more than white on any colour above 0.18 relative luminance ((L + 0.05) / 0.05 >
  // 1.05 / (L + 0.05)): at 0.35, red-5 kept white text at 2.8:1 ('Cancel booking'); black is 7.6:1.
  autoContrast: true,
  luminanceThreshold: 0.18,
  fontFamily: STUDIO_FONT,
  headings: {
    fontFamily: STUDIO_FONT,
    fontWeight: "800",
  },
  defaultRadius: "md",
  cursorType: "pointer",
  // A visitor or staff member who asks for less motion gets none: dialogs, menus and toasts appear
  // and go at once (the home page's reveals follow the same setting: Reveal.tsx).
  respectReducedMotion: true,
  components: {
    // Tooltips open after 700 ms. A plain object, so the theme does not pull the Tooltip
    // component (and floating-ui) into the initial bundle.
    Tooltip: { defaultProps: { openDelay: 700, withArrow: true } },
    // Every dialog's close button is named (a plain object too); a dialog may name it otherwise.
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close dialog" } } },
    // A toast's message under its title is Mantine's dark-2, 3.5:1 on the toast (WCAG AA wants
    // 4.5:1): the site's dimmed grey instead (global.css), 6.9:1.
    Notification: { styles: { description: { color: "var(--mantine-color-dimmed)" } } },
  },
});
