import { DIARY_TITLES } from "@studio/domain";

const DIARY_REFUSALS: readonly string[] = Object.values(DIARY_TITLES);

/** A closed night, a producer's leave or busy time, as the server refused a staff booking or edit. */
export interface DiaryRefusal {
  title: string;
  message: string;
}

/** The diary's refusal in a failed call, which staff may override; null for any other failure. */
export function diaryRefusalOf(error: {
  message: string;
  data?: { title?: string | undefined; issues?: readonly { message: string }[] | undefined } | null;
}): DiaryRefusal | null {
  const title = error.data?.title;
  if (!title || !DIARY_REFUSALS.includes(title)) return null;
  return { title, message: error.data?.issues?.[0]?.message ?? error.message };
}
