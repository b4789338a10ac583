// One picture to upload with its texts: the file (previewed once chosen), its alt text, and for
// the gallery its caption. The domain's rules check both before sending; what the server refuses
// is shown under the field it names.
import { zodResolver } from "@hookform/resolvers/zod";
import { Image, Input, Stack, TextInput } from "@mantine/core";
import { PICTURE_ACCEPT } from "@studio/domain";
import { useEffect, useId, useState } from "react";
import { type FieldValues, type Path, useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { pictureFileProblem, UploadRefused } from "./picture-uploads";
import { SubmitRow } from "./SubmitRow";

interface PictureUploadFormProps<T extends FieldValues> {
  label: string;
  schema: z.ZodMiniType<T, T>;
  /** The text fields shown, by name, with their labels. */
  fields: { name: Path<T>; label: string }[];
  empty: T;
  submitText: string;
  pending: boolean;
  onUpload: (fields: T, file: File) => Promise<unknown>;
}

/** The chosen file as an address the preview can show, let go when it changes. */
function usePreview(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") return setUrl(undefined);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

export function PictureUploadForm<T extends FieldValues>(props: PictureUploadFormProps<T>) {
  const { label, schema, fields, empty, submitText, pending, onUpload } = props;
  const form = useForm<T>({ resolver: zodResolver(schema as never), defaultValues: empty as never });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [inputKey, setInputKey] = useState(0);
  const preview = usePreview(file);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = await pictureFileProblem(file);
    setFileError(problem);
    await form.handleSubmit(async (values) => {
      if (problem || !file) return;
      try {
        await onUpload(values, file);
        form.reset(empty);
        setFile(null);
        setInputKey((key) => key + 1);
      } catch (error) {
        if (!(error instanceof UploadRefused))
          return setFileError("The picture was not saved: please try again");
        for (const issue of error.issues) {
          if (issue.path === "file") setFileError(issue.message);
          else form.setError(issue.path as Path<T>, { message: issue.message });
        }
        if (error.issues.length === 0) setFileError(error.message);
      }
    })();
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={label} noValidate>
      <Stack gap="sm">
        <PictureFileField
          key={inputKey}
          error={fileError}
          disabled={pending}
          onChoose={(chosen) => {
            setFile(chosen);
            setFileError(undefined);
          }}
        />
        {preview ? <Image src={preview} alt="Preview of the chosen picture" maw={240} radius="sm" /> : null}
        {fields.map((field) => (
          <TextInput
            key={field.name}
            label={field.label}
            {...form.register(field.name)}
            // While a picture uploads, nothing new is chosen or typed: its end clears the form.
            disabled={pending}
            error={form.formState.errors[field.name]?.message as string | undefined}
          />
        ))}
        <SubmitRow pending={pending}>{submitText}</SubmitRow>
      </Stack>
    </form>
  );
}

/** The file input, labelled, with its error under it (read out with it). */
function PictureFileField(props: {
  error: string | undefined;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}) {
  const id = useId();
  return (
    <Input.Wrapper label="Picture (JPEG, PNG, WebP or HEIC, up to 15 MB)" id={id} error={props.error}>
      <input
        id={id}
        type="file"
        accept={PICTURE_ACCEPT}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        style={{ display: "block", maxWidth: "100%", marginTop: 4 }}
        onChange={(event) => props.onChoose(event.currentTarget.files?.[0] ?? null)}
      />
    </Input.Wrapper>
  );
}
