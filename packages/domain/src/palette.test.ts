import { describe, expect, it } from "vitest";
import { STUDIO_AMBER, STUDIO_DARK, STUDIO_FONT, STUDIO_PRIMARY_SHADE } from "./palette.js";

/** WCAG 2 relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
const AA = 4.5;

describe("the studio's palette", () => {
  it("has ten shades a scale, lightest first, as Mantine reads them", () => {
    for (const scale of [STUDIO_AMBER, STUDIO_DARK]) {
      expect(scale).toHaveLength(10);
      for (const shade of scale) expect(shade).toMatch(/^#[0-9a-f]{6}$/i);
      const lum = scale.map(luminance);
      for (let i = 1; i < lum.length; i++) expect(lum[i]).toBeLessThan(lum[i - 1]!);
    }
  });

  it("keeps black text on the filled buttons' amber at WCAG AA contrast", () => {
    expect(contrast("#000000", STUDIO_AMBER[STUDIO_PRIMARY_SHADE])).toBeGreaterThanOrEqual(AA);
  });

  it("keeps the text and the dimmed text readable on the page and on a card", () => {
    for (const text of [STUDIO_DARK[0], STUDIO_DARK[1]])
      for (const surface of [STUDIO_DARK[9], STUDIO_DARK[7]])
        expect(contrast(text, surface)).toBeGreaterThanOrEqual(AA);
  });

  it("falls back to the system's sans-serif", () => {
    expect(STUDIO_FONT.startsWith("Inter,")).toBe(true);
    expect(STUDIO_FONT.endsWith("sans-serif")).toBe(true);
  });
});
