// The Studio tab's history: every save of the studio's settings, newest first, in words the owner
// reads (who, when with its real day, which section or producer, each field before and after).
import {
  type CancellationBand,
  bandsSettingText,
  type Deposit,
  depositText,
  formatMoment,
  londonDateTime,
  shortPounds,
} from "@studio/domain";
import { producerRows } from "../store/studio.js";
import { type AuditRow, countSaves, newestSaves } from "../store/studio-history.js";
import type { ServiceContext } from "./context.js";

/** The saves one answer lists: the newest, enough for any owner's recent work. */
const HISTORY_SAVES_SHOWN = 100;

interface HistoryChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

export interface HistorySave {
  id: number;
  at: string;
  when: string;
  actor: string;
  section: string;
  producer: { id: string; name: string } | null;
  changes: HistoryChange[];
  /** Whether the tab offers to put the section back as it was before this save. */
  restorable: boolean;
  /** The save this one put back, if it was a put-back. */
  restoreOf: number | null;
}

const parsed = (json: string | null): unknown => (json === null ? undefined : JSON.parse(json));

/** 'holdHours' -> 'hold hours'. */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

/** A field's dotted path without its section (and producer or picture id), in words. */
function fieldLabel(section: string, field: string): string {
  const keys = field.split(".").slice(section === "details" || section === "policies" ? 1 : 2);
  if (section === "prices") return `${field.split(".")[1]} hours`;
  if (keys[0] === "prices" && keys[1]) return `Own price, ${keys[1]} hours`;
  if (section === "equipment") return "Equipment";
  const label = keys.map(words).join(", ");
  if (section === "gallery") return label ? `Picture, ${label}` : "Picture";
  if (section === "producers" && !label) return "Producer";
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const isPrice = (section: string, field: string) =>
  section === "prices" || /^producers\.[^.]+\.prices\./.test(field);

/** A value as the owner reads it: pounds for prices, Yes/No, a list's names, '(none)'. */
function valueText(section: string, field: string, value: unknown): string {
  // The deposit and the terms in words ('25% of the price'), not as their stored shape.
  if (field === "policies.deposit") return depositText(value as Deposit | null);
  if (field === "policies.cancellationTerms") return bandsSettingText(value as CancellationBand[]);
  if (value === undefined || value === null || value === "") return "(none)";
  if (typeof value === "number") return isPrice(section, field) ? shortPounds(value) : String(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") return value;
  if (Array.isArray(value))
    return value
      .map((item) =>
        typeof item === "object" && item && "group" in item
          ? `${String(item.group)} (${(item as { items?: unknown[] }).items?.length ?? 0} items)`
          : String(item),
      )
      .join(", ");
  const record = value as Record<string, unknown>;
  const named = record.name ?? record.caption;
  return typeof named === "string" ? named : JSON.stringify(value);
}

const producerIdOf = (row: AuditRow) =>
  row.section === "producers" ? (row.field.split(".")[1] ?? null) : null;

/** Pictures were deleted when replaced: a save of one, or of the gallery, cannot come back. */
export function isPictureSave(rows: readonly AuditRow[]): boolean {
  return rows.every((row) => row.section === "gallery" || /^producers\.[^.]+\.photo(\.|$)/.test(row.field));
}

/** Whether the save added a producer (the whole producer, from nothing). */
export const isProducerAdded = (rows: readonly AuditRow[]) =>
  rows.some((row) => row.section === "producers" && row.field.split(".").length === 2 && row.before === null);

function saveOf(rows: AuditRow[], names: Map<string, string>, year: string): HistorySave {
  const first = rows[0] as AuditRow;
  const producerId = producerIdOf(first);
  const moment = londonDateTime(Date.parse(first.at));
  return {
    id: first.saveId,
    at: first.at,
    when: formatMoment(moment, { year: !moment.date.startsWith(year) }),
    actor: first.actor,
    section: first.section,
    producer: producerId ? { id: producerId, name: names.get(producerId) ?? "a producer" } : null,
    // A field that only went from null to unset (or back) reads the same: not shown.
    changes: rows
      .map((row) => ({
        field: row.field,
        label: fieldLabel(row.section, row.field),
        before: valueText(row.section, row.field, parsed(row.before)),
        after: valueText(row.section, row.field, parsed(row.after)),
      }))
      .filter((change) => change.before !== change.after),
    restorable: !isPictureSave(rows) && !isProducerAdded(rows),
    restoreOf: first.restoreOf,
  };
}

/** `GET /api/admin/studio/history`: the newest saves first, and how many there are in all. */
export function studioHistory(ctx: ServiceContext): { saves: HistorySave[]; total: number } {
  const names = new Map(producerRows(ctx.store).map((row) => [row.id, row.name]));
  const bySave = new Map<number, AuditRow[]>();
  for (const row of newestSaves(ctx.store, HISTORY_SAVES_SHOWN))
    bySave.set(row.saveId, [...(bySave.get(row.saveId) ?? []), row]);
  const year = londonDateTime(ctx.clock().getTime()).date.slice(0, 4);
  return {
    saves: [...bySave.values()].map((rows) => saveOf(rows, names, year)),
    total: countSaves(ctx.store),
  };
}
