import type { Booking } from "@studio/domain";
import { useMutation } from "@tanstack/react-query";
import { showToast } from "../../../components/toast";
import { serverMessage, useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";

/** Closing and reopening the studio, marking a producer away and back; `onClosed` hears who is inside. */
export function useDiaryMutations(onClosed: (affected: Booking[]) => void) {
  const trpc = useTRPC();
  const { diaryChanged } = useAdminCache();
  const failed = (error: unknown) =>
    showToast({ title: "Could not save", message: serverMessage(error) ?? "Please try again", color: "red" });
  return {
    addClosure: useMutation(
      trpc.admin.diary.addClosure.mutationOptions({
        onSuccess: ({ affected }) => {
          showToast({
            title: "Studio closed",
            message: "The nights are closed to public booking",
            color: "green",
          });
          onClosed(affected);
        },
        onError: failed,
        onSettled: diaryChanged,
      }),
    ),
    addLeave: useMutation(
      trpc.admin.diary.addLeave.mutationOptions({
        onSuccess: (leave) =>
          showToast({ title: "Leave saved", message: `${leave.engineer} is away`, color: "green" }),
        onError: failed,
        onSettled: diaryChanged,
      }),
    ),
    removeClosure: useMutation(
      trpc.admin.diary.removeClosure.mutationOptions({ onError: failed, onSettled: diaryChanged }),
    ),
    removeLeave: useMutation(
      trpc.admin.diary.removeLeave.mutationOptions({ onError: failed, onSettled: diaryChanged }),
    ),
  };
}

export type DiaryMutations = ReturnType<typeof useDiaryMutations>;
