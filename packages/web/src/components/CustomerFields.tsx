import { getSpacing, type MantineSpacing, TextInput } from "@mantine/core";
import type { CSSProperties, KeyboardEventHandler } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import classes from "./CustomerFields.module.css";

const FIELDS = [
  { name: "firstName", label: "First Name", type: "text", autoComplete: "given-name" },
  { name: "lastName", label: "Last Name", type: "text", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
] as const;

type CustomerFieldName = (typeof FIELDS)[number]["name"];

interface CustomerFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Ids are `${idPrefix}-firstName` and so on. */
  idPrefix: string;
  /** The booking form needs a phone number; the contact form marks it optional. */
  phoneRequired: boolean;
  /** Asterisks on the required fields (the admin's Create form shows none). */
  withAsterisks?: boolean;
  /** The browser may fill in its user's own details; not when staff type a customer's. */
  autoFill?: boolean;
  /** The fields shown (all four unless told). */
  only?: readonly CustomerFieldName[];
  /** Between the fields: a small form inside another (the waitlist's) sits tighter. */
  gap?: MantineSpacing;
  /** On each field: a form inside another takes Enter itself (no nested <form>). */
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
}

/**
 * First Name, Last Name, Email and Phone, two by two on wider screens: the customer's details on
 * the booking form, the contact form and the admin's Create and Edit (First Name and Email alone on
 * the waitlist's). The schema of each form decides what is valid.
 */
export function CustomerFields<T extends FieldValues & Partial<Record<CustomerFieldName, unknown>>>({
  register,
  errors,
  idPrefix,
  phoneRequired,
  withAsterisks = true,
  autoFill = true,
  only,
  gap = "md",
  onKeyDown,
}: CustomerFieldsProps<T>) {
  const shown = only ? FIELDS.filter((field) => only.includes(field.name)) : FIELDS;
  return (
    <div className={classes.fields} style={{ "--fields-gap": getSpacing(gap) } as CSSProperties}>
      {shown.map((field) => {
        const optional = field.name === "phone" && !phoneRequired;
        const message = errors[field.name]?.message;
        return (
          <TextInput
            key={field.name}
            id={`${idPrefix}-${field.name}`}
            label={field.label}
            type={field.type}
            withAsterisk={withAsterisks && !optional}
            description={optional ? "Optional" : undefined}
            autoComplete={autoFill ? field.autoComplete : "off"}
            onKeyDown={onKeyDown}
            {...register(field.name as Path<T>)}
            error={typeof message === "string" ? message : undefined}
          />
        );
      })}
    </div>
  );
}
