// The page the e-mailed enrolment link opens (/admin#enrol=<token>): the person makes their passkey
// here, and is signed in with it. The token stays in the fragment, so it never reaches a log.
import { Button, Stack, Text, Title } from "@mantine/core";
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from "@simplewebauthn/browser";
import { ENROLMENT_PATH, type registrationResponseSchema } from "@studio/domain";
import type * as z from "zod/mini";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { serverMessage, useTRPC } from "../../../trpc";
import { showToast } from "../../../components/toast";
import { GateCard } from "./GateCard";

type RegistrationWire = z.input<typeof registrationResponseSchema>;

const FRAGMENT = ENROLMENT_PATH.slice(ENROLMENT_PATH.indexOf("#"));

/** The token of an enrolment link in the address, if this is one (read after the first paint). */
export function useEnrolmentToken(): [string | undefined, () => void] {
  const [token, setToken] = useState<string>();
  useEffect(() => {
    const { hash } = window.location;
    if (hash.startsWith(FRAGMENT)) setToken(hash.slice(FRAGMENT.length));
  }, []);
  return [token, () => setToken(undefined)];
}

export function EnrolPage({ token, onEnrolled }: { token: string; onEnrolled: () => void }) {
  const trpc = useTRPC();
  const options = useMutation(trpc.admin.enrol.options.mutationOptions());
  const finish = useMutation(trpc.admin.enrol.finish.mutationOptions());

  const create = async () => {
    try {
      const { options: optionsJSON } = await options.mutateAsync({ token });
      // The server's and the browser library's JSON types spell the same wire format differently.
      const response = await startRegistration({
        optionsJSON: optionsJSON as PublicKeyCredentialCreationOptionsJSON,
      });
      const who = await finish.mutateAsync({ token, response: response as RegistrationWire });
      history.replaceState(null, "", window.location.pathname);
      showToast({ title: "Passkey created", message: `Welcome, ${who.name}`, color: "green" });
      onEnrolled();
    } catch (error) {
      showToast({
        title: "Passkey not created",
        message: serverMessage(error) ?? "The passkey was not created. Please try again.",
        color: "red",
      });
    }
  };

  const busy = options.isPending || finish.isPending;
  return (
    <GateCard labelledBy="enrol">
      <Stack>
        <Title order={1} size="h2" id="enrol">
          Create your passkey
        </Title>
        <Text c="dark.1">
          Your phone or computer keeps a passkey for this dashboard and unlocks it with your face, fingerprint
          or screen lock. This link works once.
        </Text>
        <Button onClick={() => void create()} disabled={busy} fullWidth>
          {busy ? "Creating..." : "Create passkey"}
        </Button>
      </Stack>
    </GateCard>
  );
}
