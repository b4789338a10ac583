// The Studio tab's pictures: an upload goes to the REST door as multipart/form-data (tRPC carries
// JSON only), checked first by the domain's rules; a photo's alt text, a gallery picture's
// caption, alt text, place and removal go through tRPC. Each success reads the studio's document again.
import { PICTURE_MAX_BYTES, PICTURE_REFUSALS, pictureRefusal, sniffPicture } from "@studio/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage, useTRPC } from "../../../trpc";
import { showToast } from "../../../components/toast";

/** The server refused an upload: its message and, by field, what was wrong. */
export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly issues: { path: string; message: string }[],
  ) {
    super(message);
  }
}

/** What is wrong with the chosen file by the domain's rules (its size, what its first bytes say). */
export async function pictureFileProblem(file: File | null): Promise<string | undefined> {
  if (!file) return PICTURE_REFUSALS.missing;
  if (file.size > PICTURE_MAX_BYTES) return PICTURE_REFUSALS["too-large"];
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  const refusal = pictureRefusal({ bytes: file.size, kind: sniffPicture(head) });
  return refusal ? PICTURE_REFUSALS[refusal] : undefined;
}

interface PictureUpload {
  method: "PUT" | "POST";
  url: string;
  fields: Record<string, string>;
  file: File;
}

async function sendPicture({ method, url, fields, file }: PictureUpload): Promise<unknown> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", file, file.name);
  const answer = await fetch(url, { method, body: form, credentials: "same-origin" });
  const body = (await answer.json().catch(() => ({}))) as {
    error?: string;
    issues?: { path: string; message: string }[];
  };
  if (!answer.ok) throw new UploadRefused(body.error ?? "The picture was not saved", body.issues ?? []);
  return body;
}

function useRefreshStudio() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The document and its history (a picture's save is one of its entries).
  return () => queryClient.invalidateQueries(trpc.admin.studio.pathFilter());
}

/** Uploads a picture; says so, then reads the document again. */
export function usePictureUpload(saved: string) {
  const refresh = useRefreshStudio();
  return useMutation({
    mutationFn: sendPicture,
    onSuccess: () => {
      showToast({ title: saved, message: "The site shows it within a few seconds", color: "green" });
      void refresh();
    },
  });
}

/** A producer's photo's alt text changed, the picture kept. */
export function usePhotoAltChange(name: string) {
  const trpc = useTRPC();
  const refresh = useRefreshStudio();
  return useMutation(
    trpc.admin.studio.updateProducerPhoto.mutationOptions({
      onSuccess: () => {
        showToast({
          title: `${name}'s alt text saved`,
          message: "The site shows it within a few seconds",
          color: "green",
        });
        void refresh();
      },
      onError: (error) =>
        showToast({
          title: "Alt text not saved",
          message: serverMessage(error) ?? "Please try again",
          color: "red",
        }),
    }),
  );
}

/** A gallery picture's caption, alt text and place changed, or the picture removed. */
export function useGalleryMutations() {
  const trpc = useTRPC();
  const refresh = useRefreshStudio();
  const failed = (title: string) => (error: unknown) =>
    showToast({ title, message: serverMessage(error) ?? "Please try again", color: "red" });
  const update = useMutation(
    trpc.admin.studio.updateGalleryPicture.mutationOptions({
      onSuccess: () => void refresh(),
      onError: failed("Gallery not saved"),
    }),
  );
  const remove = useMutation(
    trpc.admin.studio.removeGalleryPicture.mutationOptions({
      onSuccess: () => {
        showToast({
          title: "Picture removed",
          message: "It is off the site within a few seconds",
          color: "green",
        });
        void refresh();
      },
      onError: failed("Picture not removed"),
    }),
  );
  return { update, remove };
}
