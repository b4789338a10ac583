/**
 * The studio's deposit money at a glance: deposits held on upcoming bookings, deposits kept on
 * cancellations, and refunds still due. Pure: the caller passes each booking's facts and `now`.
 */
import type { CsvValue } from "./csv.js";
import { formatDepositPounds } from "./deposits.js";
import { poundsCell } from "./money.js";

/** One booking's deposit facts, as the store knows them. */
export interface DepositFacts {
  status: "confirmed" | "cancelled" | string;
  startMs: number;
  /** Payments less refunds. */
  paidPence: number;
  /** The deposit asked of it, unless it lapsed; null: none was asked. */
  depositPence: number | null;
  /** What its cancel's terms kept; null: no terms were recorded. */
  keptPence: number | null;
}

export interface DepositFigures {
  heldPence: number;
  keptPence: number;
  refundsDuePence: number;
}

/** What the studio still owes back on a cancelled booking: paid less what its terms kept (0 once refunded). */
export function refundDuePence(facts: Pick<DepositFacts, "status" | "paidPence" | "keptPence">): number {
  if (facts.status !== "cancelled" || facts.keptPence === null) return 0;
  return Math.max(0, facts.paidPence - facts.keptPence);
}

/** The work list's line: 'Refund £9 due'. */
export const refundDueText = (pence: number): string => `Refund ${formatDepositPounds(pence)} due`;

/** Held: paid towards the deposit of each upcoming active booking; kept: by each cancel's terms; refunds due. */
export function depositFigures(bookings: readonly DepositFacts[], now: Date): DepositFigures {
  const figures: DepositFigures = { heldPence: 0, keptPence: 0, refundsDuePence: 0 };
  for (const b of bookings) {
    if (b.status !== "cancelled" && b.depositPence !== null && b.startMs > now.getTime())
      figures.heldPence += Math.max(0, Math.min(b.paidPence, b.depositPence));
    if (b.status === "cancelled" && b.keptPence !== null) figures.keptPence += b.keptPence;
    figures.refundsDuePence += refundDuePence(b);
  }
  return figures;
}

/** Each figure's name, as Insights and the takings CSV show it. */
export const DEPOSIT_FIGURE_LABELS: Readonly<Record<keyof DepositFigures, string>> = {
  heldPence: "Deposits held on upcoming bookings",
  keptPence: "Deposits kept on cancellations",
  refundsDuePence: "Refunds due",
};

/** The takings CSV's block after its totals: one line a figure, in pounds. */
export function depositFiguresCsv(figures: DepositFigures): CsvValue[][] {
  const keys = Object.keys(DEPOSIT_FIGURE_LABELS) as (keyof DepositFigures)[];
  return [
    [],
    ["Deposits and refunds (now)", "Amount (GBP)"],
    ...keys.map((key) => [DEPOSIT_FIGURE_LABELS[key], poundsCell(figures[key])]),
  ];
}
