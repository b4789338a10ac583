/** The Insights range picker's presets, from the browser's calendar: this month, last month, this year. */
export const RANGE_PRESETS = ["this-month", "last-month", "this-year", "custom"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const RANGE_LABELS: Readonly<Record<RangePreset, string>> = {
  "this-month": "This month",
  "last-month": "Last month",
  "this-year": "This year",
  custom: "Custom",
};

const pad = (n: number) => String(n).padStart(2, "0");
const day = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

export function presetRange(preset: Exclude<RangePreset, "custom">, now: Date): { from: string; to: string } {
  const y = now.getFullYear();
  const m = now.getMonth() + 1;
  if (preset === "this-year") return { from: day(y, 1, 1), to: day(y, 12, 31) };
  const [py, pm] = preset === "last-month" ? (m === 1 ? [y - 1, 12] : [y, m - 1]) : [y, m];
  return { from: day(py, pm, 1), to: day(py, pm, lastDay(py, pm)) };
}

/** A rate of 0..1 as the figures show it: '42.5%'. */
export const percent = (rate: number): string => `${Math.round(rate * 1000) / 10}%`;
