/**
 * What text from outside may hold (one place, used by every schema, so by both doors and the
 * browser): well-formed Unicode, no control characters in a line, a visible character in a name,
 * and a phone number that is one.
 */
import * as z from "zod/mini";

const MAX_PHONE = 30;

export const CONTROL_CHARACTERS_MESSAGE = "Must not contain control characters";
export const MALFORMED_TEXT_MESSAGE = "Must be well-formed text (no broken characters)";
export const PHONE_RULE_TEXT = "Phone number must be at least 10 digits";
export const PHONE_CHARACTERS_MESSAGE = "Phone number may contain only digits, spaces and + - ( ) .";

// Control characters (C0, DEL, C1) and the bidirectional overrides that can disguise a name in the
// dashboard or an e-mail; free text may still hold line breaks and tabs.
const LINE_CONTROLS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
const TEXT_CONTROLS = /(?![\t\n\r])[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
const withoutLineControls = (value: string) => !LINE_CONTROLS.test(value);
const withoutTextControls = (value: string) => !TEXT_CONTROLS.test(value);
// With the u flag a surrogate pair is one code point, so \p{Cs} matches only a lone half: text that
// is not well-formed Unicode (stored as invalid UTF-8, unreadable in e-mail).
const LONE_SURROGATE = /\p{Cs}/u;
const wellFormed = (value: string) => !LONE_SURROGATE.test(value);
// A character someone can see: not a space, control, format (zero-width) or combining mark, nor
// one of the blank letters (Hangul fillers, Braille blank) that render as nothing.
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Mn}\p{Me}\p{Z}\p{Cs}\u115f\u1160\u3164\uffa0\u2800]/u;
const visible = (value: string) => VISIBLE.test(value);
const PHONE_CHARACTERS = /^[\d +\-().]*$/;
const digitCount = (value: string) => value.replace(/\D/g, "").length;

/** Any text from a visitor: a string of well-formed Unicode. */
export const text = (error?: string) =>
  z.string(error === undefined ? undefined : { error }).check(z.refine(wellFormed, MALFORMED_TEXT_MESSAGE));

/** A required name: at least one visible character, else "... is required". */
export const requiredText = (message: string, max: number) =>
  text(message).check(
    z.trim(),
    z.minLength(1, message),
    z.refine(visible, message),
    z.maxLength(max, tooLong(max)),
    z.refine(withoutLineControls, CONTROL_CHARACTERS_MESSAGE),
  );

const tooLong = (max: number) => `Must be at most ${max} characters`;

/**
 * Free text of several lines (a description, a message, a reason): well-formed, trimmed, at most
 * `max` characters, line breaks and tabs allowed but no other control character. `messages.type`
 * answers a value that is not text, `messages.tooLong` one over `max`.
 */
export const paragraphText = (max: number, messages: { type?: string; tooLong?: string } = {}) =>
  text(messages.type).check(
    z.trim(),
    z.maxLength(max, messages.tooLong ?? tooLong(max)),
    z.refine(withoutTextControls, CONTROL_CHARACTERS_MESSAGE),
  );

/** Free text on one line (a note): as paragraphText, and no line break either. */
export const lineText = (max: number, messages: { type?: string; tooLong?: string } = {}) =>
  text(messages.type).check(
    z.trim(),
    z.maxLength(max, messages.tooLong ?? tooLong(max)),
    z.refine(withoutLineControls, CONTROL_CHARACTERS_MESSAGE),
  );

/** At least 10 digits, written with digits, spaces and + - ( ) . only; `optional`: or empty. */
export const phoneText = (optional: boolean) => {
  const skip = (value: string) => optional && value === "";
  return text(optional ? undefined : PHONE_RULE_TEXT).check(
    z.trim(),
    z.maxLength(MAX_PHONE, tooLong(MAX_PHONE)),
    z.refine(withoutLineControls, CONTROL_CHARACTERS_MESSAGE),
    z.refine((value) => skip(value) || digitCount(value) >= 10, PHONE_RULE_TEXT),
    z.refine((value) => skip(value) || PHONE_CHARACTERS.test(value), PHONE_CHARACTERS_MESSAGE),
  );
};
