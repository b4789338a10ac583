// How a text refers to a producer after naming them: the owner picks it with their profile. Without
// one, a text says "them" rather than guess.

export const PRONOUNS = ["he", "she", "they"] as const;
export type Pronoun = (typeof PRONOUNS)[number];

/** The choices as the Studio tab offers them. */
export const PRONOUN_LABELS: Record<Pronoun, string> = { he: "he/him", she: "she/her", they: "they/them" };

const OBJECT: Record<Pronoun, string> = { he: "him", she: "her", they: "them" };

/** "him", "her" or "them" (none recorded: "them"). */
export const objectPronoun = (pronoun: Pronoun | null | undefined): string => OBJECT[pronoun ?? "they"];
