// The Studio tab's history as the owner's procedures answer it, and the one way a save is put back:
// the document answered replaces the tab's, and everything that reads the settings reads again.
import type { AppRouter } from "@studio/api/router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { serverMessage, useTRPC } from "../../../trpc";
import { showToast } from "../../../components/toast";

export type StudioSave = inferRouterOutputs<AppRouter>["admin"]["studio"]["history"]["saves"][number];

const SECTION_NAMES: Record<string, string> = {
  details: "Details",
  prices: "Prices",
  policies: "Policies",
  equipment: "Equipment",
  gallery: "Pictures",
};

/** 'Policies', or 'Producer Dre' for a save about one producer. */
export const savedWhat = (save: StudioSave): string =>
  save.producer ? `Producer ${save.producer.name}` : (SECTION_NAMES[save.section] ?? save.section);

export function useRestoreSave() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.studio.restore.mutationOptions({
      onSuccess: (document) => {
        queryClient.setQueryData(trpc.admin.studio.get.queryKey(), document);
        void Promise.all([
          queryClient.invalidateQueries(trpc.admin.studio.history.queryFilter()),
          queryClient.invalidateQueries(trpc.studio.profile.queryFilter()),
          queryClient.invalidateQueries(trpc.engineers.list.queryFilter()),
        ]);
        showToast({ title: "Put back", message: "The site shows it within a few seconds", color: "green" });
      },
      onError: (error) =>
        showToast({
          title: "Not put back",
          message: serverMessage(error) ?? "Please try again",
          color: "red",
        }),
    }),
  );
}
