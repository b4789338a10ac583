import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Card, NativeSelect, Stack, Textarea, Title } from "@mantine/core";
import { PrivacyNote } from "../../components/PrivacyNote";
import { CONTACT_SUBJECTS, contactInputSchema, splitCamelCase } from "@studio/domain";
import { useMutation } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { type RefObject, useRef } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { CustomerFields } from "../../components/CustomerFields";
import { WithQueries } from "../../query-client";
import { serverMessage, useTRPC } from "../../trpc";
import classes from "./ContactForm.module.css";
import { useShownAt } from "../../page-shown";
import { showToast } from "../../components/toast";
import { useLiveForm } from "../../live-form";

type ContactFormInput = z.input<typeof contactInputSchema>;
type ContactFormValues = z.output<typeof contactInputSchema>;

const subjects = [
  { value: "", label: "Choose a subject", disabled: true },
  ...CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: splitCamelCase(subject) })),
];

const emptyForm: ContactFormInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  // The visitor must choose; the schema's enum message shows until they do.
  subject: "" as ContactFormInput["subject"],
  message: "",
};

/** The 'Send a Message' form. Its own chunk (react-hook-form, zod, the inputs): the page paints first. */
export default function ContactForm() {
  return (
    <WithQueries>
      <ContactFormFields />
    </WithQueries>
  );
}

function ContactFormFields() {
  const live = useLiveForm();
  const { form, honeypot, send, submit } = useContactForm();
  const { errors } = form.formState;

  return (
    <Card withBorder padding="xl" className={classes.card}>
      <form onSubmit={submit} noValidate aria-labelledby="contact-form-title" {...live}>
        <Stack gap="md">
          <Title order={2} id="contact-form-title" size="h3">
            Send a Message
          </Title>
          <CustomerFields register={form.register} errors={errors} idPrefix="contact" phoneRequired={false} />
          <NativeSelect
            label="Subject"
            withAsterisk
            data={subjects}
            {...form.register("subject")}
            error={errors.subject?.message}
          />
          <Textarea
            label="Message"
            withAsterisk
            // A fixed height the server renders as is (autosize measured it after hydration and
            // moved the form below: a layout shift); the visitor can still drag it taller.
            rows={5}
            resize="vertical"
            {...form.register("message")}
            error={errors.message?.message}
          />
          <Honeypot inputRef={honeypot} />
          <PrivacyNote />
          <Button type="submit" size="lg" disabled={send.isPending}>
            {send.isPending ? "Sending..." : "Send Message"}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** The form's values (an enquiry from the booking page arrives with its subject, message and the
 * visitor's details), its bot traps, and the send that clears it once the message is on its way. */
function useContactForm() {
  const { subject: askedSubject, message, ...details } = useSearch({ from: "/contact" });
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: {
      ...emptyForm,
      ...details,
      subject: CONTACT_SUBJECTS.find((subject) => subject === askedSubject) ?? emptyForm.subject,
      message: message ?? "",
    },
  });
  // Bot traps sent along (the server decides): a field people never see, and the time the form opened.
  const honeypot = useRef<HTMLInputElement>(null);
  // From when the form showed (for a page the server rendered, its load), not when its code ran.
  const startedAt = useRef(useShownAt());

  const send = useSendMessage(() => {
    form.reset(emptyForm);
    startedAt.current = Date.now();
  });

  const submit = form.handleSubmit((values) => {
    send.mutate({ ...values, website: honeypot.current?.value ?? "", startedAt: startedAt.current });
  });
  return { form, honeypot, send, submit };
}

/** Sends the message; says so in a toast either way, and on success `onSent` clears the form. */
function useSendMessage(onSent: () => void) {
  const trpc = useTRPC();
  return useMutation(
    trpc.contact.send.mutationOptions({
      onSuccess: () => {
        showToast({
          title: "Message Sent!",
          message: "Thank you for your message. We'll get back to you within 24 hours.",
          color: "green",
        });
        onSent();
      },
      onError: (error) => {
        showToast({
          title: "Message Failed",
          message: serverMessage(error) ?? "Failed to send message. Please try again.",
          color: "red",
        });
      },
    }),
  );
}

/**
 * Hidden from people and assistive technology; only bots fill it in. Its style is inline: this
 * form's stylesheet arrives with its code, after the first paint, and until then the field showed
 * (to a visitor without JavaScript, for good) and moved the form when it went (CLS 0.03).
 */
const OFF_SCREEN = {
  position: "absolute",
  left: "-10000px",
  width: 1,
  height: 1,
  overflow: "hidden",
} as const;

function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div style={OFF_SCREEN} aria-hidden="true">
      <label htmlFor="contact-website">Website</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        ref={inputRef}
      />
    </div>
  );
}
