// "Tell me if it frees up": on a night with no free start of the wanted length for the chosen
// producer, a small form puts the visitor on the night's waitlist (first name, e-mail, this
// producer or any; the minimum length is the form's duration). The server refuses (409) while a
// fitting start is free, or while the e-mail already waits; its words are shown.
import { Alert, Button, Card, Grid, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  type NightBlock,
  type Slot,
  type WaitlistNeed,
  waitlistInputSchema,
  waitlistTexts,
} from "@studio/domain";
import { useMutation } from "@tanstack/react-query";
import { type KeyboardEvent, useId, useState } from "react";
import { serverMessage, useTRPC } from "../../trpc";

interface WaitlistOfferProps {
  date: string;
  engineer: string;
  duration: number;
  slots: readonly Slot[];
}

/**
 * True when the night is shown (not waiting to load), open with this producer (time can free up
 * only on a night that is not closed or away), and no start takes the wanted length.
 */
export function offersWaitlist(
  { date, engineer, duration, slots }: WaitlistOfferProps,
  block: NightBlock | null = null,
): boolean {
  if (!date || !engineer || slots.some((slot) => slot.state === "waiting")) return false;
  if (block && block.kind !== "full") return false;
  return !slots.some((slot) => slot.enabled && slot.durations.some((fits) => fits >= duration));
}

type Errors = Partial<Record<"firstName" | "email", string>>;

export function WaitlistOffer(props: WaitlistOfferProps) {
  const trpc = useTRPC();
  const headingId = useId();
  const [firstName, setFirstName] = useState("");
  const [email, setEmail] = useState("");
  const [who, setWho] = useState<"this" | "any">("this");
  const [errors, setErrors] = useState<Errors>({});
  const join = useMutation(trpc.waitlist.join.mutationOptions());
  const need: WaitlistNeed = {
    date: props.date,
    engineer: who === "any" ? null : props.engineer,
    minDuration: props.duration,
  };

  const submit = () => {
    const parsed = waitlistInputSchema.safeParse({ firstName, email, ...need });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "firstName" || field === "email") && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    join.mutate(parsed.data);
  };
  // Enter in a field joins the list; it must not submit the booking form around it.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    submit();
  };

  return (
    <Card
      withBorder
      padding="md"
      mb="sm"
      component="section"
      aria-labelledby={headingId}
      data-testid="waitlist-offer"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId}>
          {waitlistTexts.heading}
        </Title>
        {join.isSuccess ? (
          <Alert color="green" variant="light" role="status" data-testid="waitlist-joined">
            {waitlistTexts.joined(need)}
          </Alert>
        ) : (
          <>
            <Text size="sm">{waitlistTexts.intro({ ...need, engineer: props.engineer })}</Text>
            <WaitlistFields
              firstName={firstName}
              email={email}
              errors={errors}
              onFirstName={setFirstName}
              onEmail={setEmail}
              onEnter={onEnter}
            />
            <Radio.Group label="Producer" value={who} onChange={(value) => setWho(value as "this" | "any")}>
              <Stack gap={6} mt={4}>
                {/* 24 px: a finger's target on a phone. */}
                <Radio value="this" label={props.engineer} size="md" />
                <Radio value="any" label={waitlistTexts.anyProducer} size="md" />
              </Stack>
            </Radio.Group>
            {join.isError && (
              <Alert color="red" variant="light" role="alert" data-testid="waitlist-error">
                {serverMessage(join.error) ?? "The studio could not be reached. Please try again."}
              </Alert>
            )}
            <Button
              type="button"
              variant="light"
              onClick={submit}
              loading={join.isPending}
              style={{ alignSelf: "flex-start" }}
            >
              {waitlistTexts.join}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

interface WaitlistFieldsProps {
  firstName: string;
  email: string;
  errors: Errors;
  onFirstName: (value: string) => void;
  onEmail: (value: string) => void;
  onEnter: (event: KeyboardEvent) => void;
}

/** The visitor's first name and e-mail: who to tell. */
function WaitlistFields(props: WaitlistFieldsProps) {
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="First Name"
          autoComplete="given-name"
          value={props.firstName}
          onChange={(event) => props.onFirstName(event.currentTarget.value)}
          onKeyDown={props.onEnter}
          error={props.errors.firstName}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={props.email}
          onChange={(event) => props.onEmail(event.currentTarget.value)}
          onKeyDown={props.onEnter}
          error={props.errors.email}
        />
      </Grid.Col>
    </Grid>
  );
}
