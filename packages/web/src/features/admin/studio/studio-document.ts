// The Studio tab's document as the owner's procedures answer it (typed by the router), and the
// one way each section is saved: a whole section at a time, then the document read again.
import type { AppRouter } from "@studio/api/router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { serverMessage, useTRPC } from "../../../trpc";
import { showToast } from "../../../components/toast";

export type StudioDocument = inferRouterOutputs<AppRouter>["admin"]["studio"]["get"];
export type StudioProducer = StudioDocument["producers"][number];

/** Saves sections of the document; says so, or names what the server refused. */
export function useSaveStudio(what: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.studio.update.mutationOptions({
      onSuccess: (document) => {
        queryClient.setQueryData(trpc.admin.studio.get.queryKey(), document);
        // The booking forms price from the public profile: read it again.
        void queryClient.invalidateQueries(trpc.studio.profile.queryFilter());
        void queryClient.invalidateQueries(trpc.admin.studio.history.queryFilter());
        showToast({
          title: `${what} saved`,
          message: "The site shows it within a few seconds",
          color: "green",
        });
      },
      onError: (error) =>
        showToast({
          title: `${what} not saved`,
          message: serverMessage(error) ?? "Please try again",
          color: "red",
        }),
    }),
  );
}

/** Adds or changes a producer, then reads the document again. */
export function useProducerMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      // The document and its history.
      queryClient.invalidateQueries(trpc.admin.studio.pathFilter()),
      queryClient.invalidateQueries(trpc.studio.profile.queryFilter()),
      // The Staff tab links a person to a producer, and the booking forms list them, from this list.
      queryClient.invalidateQueries(trpc.engineers.list.queryFilter()),
    ]);
  const failed = (title: string) => (error: unknown) =>
    showToast({ title, message: serverMessage(error) ?? "Please try again", color: "red" });
  const add = useMutation(
    trpc.admin.studio.addProducer.mutationOptions({
      onSuccess: (producer) => {
        showToast({ title: "Producer added", message: `${producer.name} is on the site`, color: "green" });
        void refresh();
      },
      onError: failed("Producer not added"),
    }),
  );
  const update = useMutation(
    trpc.admin.studio.updateProducer.mutationOptions({
      onSuccess: (producer) => {
        showToast({ title: "Producer saved", message: `${producer.name} is saved`, color: "green" });
        void refresh();
      },
      onError: failed("Producer not saved"),
    }),
  );
  return { add, update };
}
