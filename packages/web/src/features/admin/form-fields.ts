import type { FormEvent } from "react";

/** A submitted plain form's fields by name (the forms whose fields are not react-hook-form's). */
export const fieldsOf = (event: FormEvent<HTMLFormElement>) =>
  Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
