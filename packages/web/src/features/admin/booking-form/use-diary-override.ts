import { useState } from "react";
import { type DiaryRefusal, diaryRefusalOf } from "./diary-refusal";

/**
 * A staff call the diary refused (a closed night, a producer's leave or busy time), kept with what
 * was sent. `refusal` opens the OverrideDialog; `override` sends the same again with `overrideDiary`,
 * `back` lets it go.
 */
export function useDiaryOverride<Input extends object>(
  send: (input: Input & { overrideDiary: true }) => void,
) {
  const [kept, setKept] = useState<{ refusal: DiaryRefusal; input: Input } | null>(null);
  return {
    refusal: kept?.refusal ?? null,
    /** For a call's onError: true when the diary refused (kept for the dialog), false otherwise. */
    refused: (error: Parameters<typeof diaryRefusalOf>[0], input: Input): boolean => {
      const refusal = diaryRefusalOf(error);
      if (refusal) setKept({ refusal, input });
      return refusal !== null;
    },
    back: () => setKept(null),
    override: () => {
      if (kept) send({ ...kept.input, overrideDiary: true });
      setKept(null);
    },
  };
}

export type DiaryOverride = ReturnType<typeof useDiaryOverride>;
