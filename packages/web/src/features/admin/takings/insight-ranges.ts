/** The Insights range: presets from the browser's calendar (this month, last month, this year) or custom. */
import { dateRangeSchema, formatStaffDay } from "@studio/domain";
import { useState } from "react";

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

/** The one range every figure, panel and the takings file of the Insights tab follows. */
export function useInsightsRange() {
  const [preset, setPreset] = useState<RangePreset>("this-month");
  const [custom, setCustom] = useState(() => presetRange("this-month", new Date()));
  const now = new Date();
  const range = preset === "custom" ? custom : presetRange(preset, now);
  const parsed = dateRangeSchema.safeParse(range);
  const issue = (field: "from" | "to") =>
    parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;
  // 'This month: Sun 1 Nov – Mon 30 Nov' (with the year when it is not this year).
  const label = parsed.success
    ? `${RANGE_LABELS[preset]}: ${formatStaffDay(range.from, now)} – ${formatStaffDay(range.to, now)}`
    : RANGE_LABELS[preset];
  return { preset, setPreset, custom, setCustom, range, valid: parsed.success, issue, label };
}

export type InsightsRange = ReturnType<typeof useInsightsRange>;
