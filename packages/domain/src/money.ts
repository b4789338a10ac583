/** The lengths a session may have, in hours. */
export const DURATIONS = [2, 3, 4, 6, 8, 10] as const;
export type Duration = (typeof DURATIONS)[number];

/** '2, 3, 4, 6, 8, or 10': the allowed lengths as the rule texts list them. */
export const DURATION_LIST = `${DURATIONS.slice(0, -1).join(", ")}, or ${DURATIONS[DURATIONS.length - 1]}`;

export const DURATION_RULE_TEXT = `Duration must be ${DURATION_LIST} hours`;

export function isDuration(value: unknown): value is Duration {
  return (DURATIONS as readonly unknown[]).includes(value);
}

// One formatter for every amount shown: en-GB pounds, two decimals, thousands grouped. Made on
// first use: the first Intl object of a process loads the locale's data (~25 ms of a server's
// start on a slow VM, before it can answer anything).
let pounds: Intl.NumberFormat | undefined;

/** 7000 -> '£70.00', 125000 -> '£1,250.00', -1500 -> '-£15.00' */
export function formatPounds(pence: number): string {
  pounds ??= new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
  return pounds.format(pence / 100);
}

/** 3000 -> '30.00': pounds with two decimals and no symbol, for spreadsheets. */
export function poundsCell(pence: number): string {
  return (pence / 100).toFixed(2);
}
