// The bad-input battery at one door: bodies that are not JSON or not an object, prototype keys,
// each required field missing, each field given every bad value of its kind, extra fields on a
// broken input, and a body over the limit. Each case is counted in the tally of its sort.
import { Tally } from "../harness.js";
import { badValues, encode, KB100 } from "./bad-values.js";
import type { Target } from "./doors.js";
import { clearRefusal, MALFORMED, NOT_OBJECTS } from "./refusal.js";

export function batteryTallies() {
  return {
    malformed: new Tally("bad input", "malformed JSON → 400"),
    notObject: new Tally("bad input", "JSON that is not an object → 400"),
    proto: new Tally("bad input", "__proto__ / constructor / prototype keys → 400"),
    missing: new Tally("bad input", "each required field missing → 400 naming it"),
    wrongType: new Tally("bad input", "each field of a wrong type → 400 naming it"),
    long: new Tally("bad input", "60 KB string → 400 naming the field; 100 KB → 413"),
    hostile: new Tally("bad input", "control chars, emoji, SQL where they do not belong → 400"),
    numbers: new Tally("bad input", "huge, negative, fractional numbers → 400 naming the field"),
    extra: new Tally("bad input", "extra fields on an invalid input → 400, still naming the field"),
    limit: new Tally("bad input", "body over the 64 KB limit → 413"),
  };
}

type Tallies = ReturnType<typeof batteryTallies>;

/** A door's input as raw JSON, wrapped as the door wants it. */
const wrapped = (target: Target) => (input: Record<string, unknown>) =>
  encode(target.wrap ? target.wrap(input) : input);

const isQuery = (target: Target) => target.label.includes("(query)");

async function tryNotJson(target: Target, tallies: Tallies): Promise<void> {
  for (const raw of MALFORMED) {
    const answer = await target.send(raw);
    const problem = clearRefusal(answer, undefined, 400);
    tallies.malformed.check(problem === null, `${target.label} ${JSON.stringify(raw)}: ${problem}`);
  }
  for (const raw of NOT_OBJECTS) {
    const answer = await target.send(target.wrap ? encode(target.wrap(JSON.parse(raw))) : raw);
    const problem = clearRefusal(answer, undefined, 400);
    tallies.notObject.check(problem === null, `${target.label} ${raw}: ${problem}`);
  }
}

async function tryPrototypeKeys(target: Target, tallies: Tallies): Promise<void> {
  // A bare "constructor" key is harmless (an ordinary unknown key, stripped); its prototype is not.
  for (const [key, injected] of [
    ["__proto__", '"__proto__":{"polluted":true}'],
    ["constructor.prototype", '"constructor":{"prototype":{"polluted":true}}'],
    // (Under a key no door has: a door's own field later in the body would override it.)
    ["nested __proto__", '"probe":{"deeper":{"__proto__":{"polluted":true}}}'],
  ]) {
    const raw = wrapped(target)(target.valid).replace(/^\{/, `{${injected},`);
    const answer = await target.send(raw);
    const problem = clearRefusal(answer, undefined, 400);
    tallies.proto.check(
      problem === null && ({} as Record<string, unknown>).polluted === undefined,
      `${target.label} ${key}: ${problem}`,
    );
  }
}

/** Which tally a bad value's label belongs to. */
function tallyFor(tallies: Tallies, label: string): Tally {
  if (label.startsWith("wrong type")) return tallies.wrongType;
  if (label.endsWith("KB string")) return tallies.long;
  if (["huge", "negative", "fraction", "zero", "5 h"].some((w) => label.startsWith(w)))
    return tallies.numbers;
  return tallies.hostile;
}

async function tryFields(target: Target, tallies: Tallies): Promise<void> {
  const wrap = wrapped(target);
  for (const field of target.fields) {
    const path = `${target.prefix ?? ""}${field.name}`;
    if (field.required) {
      const { [field.name]: _dropped, ...rest } = target.valid;
      const answer = await target.send(wrap(rest));
      const problem = clearRefusal(answer, path, 400);
      tallies.missing.check(problem === null, `${target.label} without ${field.name}: ${problem}`);
    }
    for (const { label, value } of badValues(field.kind)) {
      const answer = await target.send(wrap({ ...target.valid, [field.name]: value }));
      const is100k = value === KB100;
      // A GET query carries its input in the URL: 100 KB there is refused as a too-long URL.
      const problem = clearRefusal(
        answer,
        is100k ? undefined : path,
        is100k && !isQuery(target) ? 413 : undefined,
      );
      tallyFor(tallies, label).check(
        problem === null,
        `${target.label} ${field.name} = ${label}: ${problem} ${answer.text.slice(0, 160)}`,
      );
    }
  }
}

async function tryExtrasAndLimit(target: Target, tallies: Tallies): Promise<void> {
  const wrap = wrapped(target);
  // Extra fields do not hide the real problem (and are never stored: see the mass-assignment test).
  const broken = target.fields[0]!;
  const extras = Object.fromEntries(
    Object.entries({
      isAdmin: true,
      status: "confirmed",
      id: "chosen",
      $where: "1",
      role: "admin",
    }).filter(([name]) => !target.fields.some((f) => f.name === name)),
  );
  const extraAnswer = await target.send(wrap({ ...target.valid, ...extras, [broken.name]: 12345 }));
  const extraProblem = clearRefusal(extraAnswer, `${target.prefix ?? ""}${broken.name}`, 400);
  tallies.extra.check(extraProblem === null, `${target.label}: ${extraProblem}`);
  if (!isQuery(target)) {
    const big = await target.send(wrap({ ...target.valid, padding: "z".repeat(70_000) }));
    const bigProblem = clearRefusal(big, undefined, 413);
    tallies.limit.check(bigProblem === null, `${target.label}: ${bigProblem}`);
  }
}

/** Every case of the battery at one door. */
export async function knockOn(target: Target, tallies: Tallies): Promise<void> {
  await tryNotJson(target, tallies);
  await tryPrototypeKeys(target, tallies);
  await tryFields(target, tallies);
  await tryExtrasAndLimit(target, tallies);
}
