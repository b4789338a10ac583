// The values each kind of field must refuse: wrong types, 60 KB and 100 KB strings, control
// characters, emoji and SQL where they do not belong, lone surrogates, invisible names, huge and
// negative numbers; and `encode`, which writes numbers JavaScript cannot hold as raw JSON.

/** A JSON value written as raw text (for numbers JavaScript cannot hold, like 1e400). */
class Raw {
  constructor(readonly text: string) {}
}

export function encode(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof Raw) {
      raws.push(v.text);
      return `@@RAW${raws.length - 1}@@`;
    }
    return v;
  });
  return text.replace(/"@@RAW(\d+)@@"/g, (_m, i: string) => raws[Number(i)]!);
}

const KB60 = "x".repeat(60_000);
export const KB100 = "y".repeat(100_000);
const CONTROLS = [
  "Eve\u0000",
  "bell\u0007",
  "\u001b[2Jclear",
  "evil\u202Egnp.exe",
  "Eve\r\nBcc: spy@example.com",
];
const WRONG_TYPES_FOR_STRING: unknown[] = [42, -1, true, null, [], {}, ["x"], { $ne: "" }];
const WRONG_TYPES_FOR_NUMBER: unknown[] = ["2", "", true, null, [], {}, [2]];
const HUGE: unknown[] = [
  1e308,
  -1e308,
  new Raw("1e400"),
  new Raw("-1e400"),
  new Raw("9007199254740993"),
  2 ** 63,
];
const SQL = ["' OR '1'='1", "x'); DROP TABLE bookings;--", "1; DELETE FROM bookings"];
// Text that is not well-formed Unicode: half of a surrogate pair (stored as invalid UTF-8).
const LONE_SURROGATES = ["\ud800", "Ada\udfff", "x\udc00y"];
// Names that show nothing: zero-width spaces, a byte-order mark, a Hangul filler.
const INVISIBLE = ["\u200b\u200b\u200b", "\ufeff\u200d", "\u3164"];

export type Kind =
  | "name"
  | "engineer"
  /** A producer's name or null for any (the waitlist): null is no bad value here. */
  | "producerOrAny"
  | "email"
  | "phone"
  | "optionalPhone"
  | "date"
  | "bookingDate"
  | "time"
  | "publicTime"
  | "duration"
  | "cost"
  | "text"
  | "subject"
  | "bookingStatus"
  | "messageStatus"
  | "password"
  | "id"
  | "startedAt"
  | "website"
  | "pence"
  | "choice"
  | "flag"
  | "search";

type BadValue = { label: string; value: unknown };
const v = (label: string, value: unknown): BadValue => ({ label, value });
const strings = WRONG_TYPES_FOR_STRING.map((x) => v(`wrong type ${encode(x)}`, x));
const numbers = WRONG_TYPES_FOR_NUMBER.map((x) => v(`wrong type ${encode(x)}`, x));
const long = [v("60 KB string", KB60), v("100 KB string", KB100)];
const controls = CONTROLS.map((x) => v(`control ${JSON.stringify(x)}`, x));
const emoji = v("emoji", "🎤🎶🎸");
const sql = SQL.map((x) => v(`SQL ${x}`, x));
const lone = LONE_SURROGATES.map((x) => v(`lone surrogate ${JSON.stringify(x)}`, x));
const invisible = INVISIBLE.map((x) => v(`invisible ${JSON.stringify(x)}`, x));
const huge = () => HUGE.map((x) => v(`huge ${encode(x)}`, x));
const notPhones = [
  v("letters", "abcdefghijk"),
  v("ten digits and a letter", "0770090012x3"),
  ...lone.map((x) => ({ ...x, value: `07700900123${x.value}` })),
];

/** Names, e-mails and phones: who the customer is. */
function badPersonValues(kind: Kind): BadValue[] | undefined {
  switch (kind) {
    case "name":
      return [...strings, ...long, ...controls, ...lone, ...invisible, v("empty", ""), v("blank", "   ")];
    case "engineer":
      return [...badValues("name"), v("unknown engineer", "Nobody"), v("another case", "marcus")];
    case "producerOrAny":
      return badValues("engineer").filter((bad) => bad.value !== null);
    case "email":
      return [
        ...strings,
        ...long,
        ...controls,
        ...sql,
        ...lone,
        emoji,
        v("no domain", "ada@"),
        // (An apostrophe is legal in an address: O'Brien@example.com is stored as it is.)
      ];
    case "phone":
      return [...strings, ...long, ...controls, ...notPhones, v("too short", "0770")];
    case "optionalPhone":
      return [...strings.filter((x) => x.value !== null), ...long, ...controls, ...notPhones];
  }
}

/** Dates and times: when the session is. */
function badWhenValues(kind: Kind): BadValue[] | undefined {
  switch (kind) {
    case "bookingDate":
      // Beyond the diary: public bookings keep to the horizon, staff to a year back, two ahead.
      return [...badValues("date"), v("year 9999", "9999-12-31"), v("year 1000", "1000-01-03")];
    case "date":
      return [
        ...strings,
        ...long,
        ...controls,
        ...sql.map((x) => ({ ...x, value: `2026-11-27${x.value}` })),
        emoji,
        v("13th month", "2026-13-01"),
        v("30 February", "2026-02-30"),
        v("ISO instant", "2026-11-27T12:00:00Z"),
        v("zero date", "0000-00-00"),
      ];
    case "time":
      return [
        ...strings,
        ...long,
        ...controls,
        ...sql.map((x) => ({ ...x, value: `12:00${x.value}` })),
        emoji,
        v("24:00", "24:00"),
        v("seconds", "12:00:00"),
      ];
    case "publicTime":
      // The grid is hourly: 12:30 would block both 12:00 and 14:00.
      return [...badValues("time"), v("half past", "12:30"), v("03:59", "03:59")];
  }
}

/** Numbers: hours, pence, a form's start time. */
function badNumberValues(kind: Kind): BadValue[] | undefined {
  switch (kind) {
    case "duration":
      return [...numbers, ...huge(), v("negative", -2), v("zero", 0), v("5 h", 5), v("fraction", 2.5)];
    case "cost":
      return [...numbers.filter((x) => x.value !== null), ...huge(), v("negative", -1), v("fraction", 70.5)];
    case "startedAt":
      return [...numbers.filter((x) => x.value !== null), ...huge(), v("negative", -5)];
    case "pence":
      return [...badValues("cost"), v("zero", 0)];
    case "flag":
      return ["true", "", 1, 0, null, [], {}].map((x) => v(`wrong type ${encode(x)}`, x));
  }
}

/** Free text, choices from a list, passwords, ids and the honeypot. */
function badTextValues(kind: Kind): BadValue[] | undefined {
  switch (kind) {
    case "text":
      return [...strings.filter((x) => x.value !== null), ...long, ...controls.slice(0, 4), ...lone];
    case "subject":
    case "choice":
    case "bookingStatus":
    case "messageStatus":
      return [...strings, ...long, ...controls, ...sql, emoji, v("empty", ""), v("upper case", "CONFIRMED")];
    case "password":
      return [...strings, ...long, ...lone, v("empty", "")];
    case "id":
      return [...strings, ...long, ...lone, v("empty", "")];
    case "search":
      return [...strings, ...long, ...controls, ...lone];
    case "website":
      return [
        ...strings.filter((x) => x.value !== null),
        v("100 KB string", KB100),
        v("60 KB string", KB60),
        ...lone,
      ];
  }
}

/** The values a field of this kind must refuse with 400 (or 413 for the 100 KB one). */
export function badValues(kind: Kind): BadValue[] {
  return badPersonValues(kind) ?? badWhenValues(kind) ?? badNumberValues(kind) ?? badTextValues(kind) ?? [];
}
