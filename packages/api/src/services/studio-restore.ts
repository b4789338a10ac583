// A put-back from the Studio tab's history: a section (or one producer) as it was before a given
// save, which undoes that save and every later one of the same section. It is a new save like any
// other (checked whole, one transaction with its audit naming the save it undid, the site live
// again); a save whose section has changed shape since is refused with a 409 saying why.
import { type ProducerPatch, settingChanges } from "@studio/domain";
import { notFound, ServiceError } from "../errors.js";
import type { ProducerRow } from "../store/producers.js";
import { auditChanges, producerRow, producerRows, writeSection } from "../store/studio.js";
import { type AuditRow, laterRowsOfSection, saveRows } from "../store/studio-history.js";
import type { ServiceContext } from "./context.js";
import { isPictureSave, isProducerAdded } from "./studio-history.js";
import { type StudioSections, savedSections } from "./studio-profile.js";
import { changeProducer, checkWhole, refresh, studioDocument, studioProducer } from "./studio-settings.js";

type Actor = ServiceContext & { actor: string };
type Section = "details" | "prices" | "policies" | "equipment";
const SECTIONS: readonly string[] = ["details", "prices", "policies", "equipment"];

const refuse = (message: string) =>
  new ServiceError("conflict", message, { issues: [{ path: "id", message }] });

/** `value` with the dotted `keys` set to `to` (undefined: the key removed). */
function setPath(value: unknown, keys: readonly string[], to: unknown): unknown {
  if (keys.length === 0) return to;
  const [key, ...rest] = keys as [string, ...string[]];
  const record = { ...(typeof value === "object" && value !== null ? value : {}) } as Record<string, unknown>;
  const next = setPath(record[key], rest, to);
  if (next === undefined) delete record[key];
  else record[key] = next;
  return record;
}

/** `current` with each row's field as it was before (rows newest first: the oldest save wins). */
function asBefore(current: unknown, rows: readonly AuditRow[], depth: number): unknown {
  return rows.reduce(
    (value, row) =>
      setPath(
        value,
        row.field.split(".").slice(depth),
        row.before === null ? undefined : JSON.parse(row.before),
      ),
    current,
  );
}

/** A checked save's refusal ("invalid") means the section's rules changed since: a 409. */
function asConflict<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof ServiceError && error.kind === "invalid")
      throw refuse(`This save no longer fits the studio's settings: ${error.message}`);
    throw error;
  }
}

function restoreSection(ctx: Actor, save: AuditRow) {
  const section = save.section as Section;
  const saved = savedSections(ctx.store);
  const current = { ...saved, equipment: saved.equipment ?? ctx.profile.equipment }[section];
  const rows = laterRowsOfSection(ctx.store, section, save.saveId);
  const target = asBefore(current, rows, 1);
  const changes = settingChanges(section, current, target);
  if (changes.length === 0) return studioDocument(ctx);
  const after = { ...saved, [section]: target } as StudioSections;
  asConflict(() => checkWhole(after, producerRows(ctx.store)));
  const at = ctx.clock().toISOString();
  ctx.store.transaction(() => {
    writeSection(ctx.store, section, target, at);
    auditChanges(ctx.store, { at, actor: ctx.actor, section, changes, restoreOf: save.saveId });
  });
  refresh(ctx);
  return studioDocument(ctx);
}

const PRODUCER_FIELDS = [
  "name",
  "title",
  "bio",
  "link",
  "bookable",
  "retired",
  "prices",
  "position",
] as const;

function restoreProducer(ctx: Actor, save: AuditRow) {
  const id = save.field.split(".")[1] as string;
  const row = producerRow(ctx.store, id) as ProducerRow;
  const current = studioProducer(row);
  const prefix = `producers.${id}`;
  // Photos are not put back: a replaced picture's file is gone.
  const rows = laterRowsOfSection(ctx.store, "producers", save.saveId).filter(
    (r) => r.field.startsWith(`${prefix}.`) && !r.field.startsWith(`${prefix}.photo`),
  );
  if (rows.some((r) => r.field === prefix)) throw refuse(`This save added ${row.name}: retire them instead.`);
  const before = asBefore(current, rows, 2) as Record<string, unknown>;
  // No link then: it is cleared (null), as the Studio tab clears it.
  const target: Record<string, unknown> = { ...before, link: before.link ?? null };
  if (current.retired && target.retired === false)
    throw refuse(`${row.name} has been retired since this save: bring them back first.`);
  const differs = (key: string) =>
    JSON.stringify(target[key]) !== JSON.stringify((current as unknown as Record<string, unknown>)[key]);
  const patch = Object.fromEntries(
    PRODUCER_FIELDS.filter((key) => differs(key) && (key === "link" || target[key] !== null)).map((key) => [
      key,
      target[key],
    ]),
  ) as ProducerPatch;
  if (Object.keys(patch).length > 0) asConflict(() => changeProducer(ctx, id, patch, save.saveId));
  return studioDocument(ctx);
}

/** `POST /api/admin/studio/history/{id}/restore`: the section as before that save; the whole document back. */
export function restoreStudioSave(ctx: Actor, idParam: string) {
  const saveId = /^[1-9]\d{0,15}$/.test(idParam) ? Number(idParam) : 0;
  const rows = saveId ? saveRows(ctx.store, saveId) : [];
  const save = rows[0];
  if (!save) throw notFound("Save");
  if (isPictureSave(rows)) throw refuse("A picture cannot be put back: upload it again.");
  if (isProducerAdded(rows)) throw refuse("This save added a producer: retire them instead.");
  if (save.section === "producers") return restoreProducer(ctx, save);
  if (!SECTIONS.includes(save.section)) throw refuse("This save cannot be put back.");
  return restoreSection(ctx, save);
}
