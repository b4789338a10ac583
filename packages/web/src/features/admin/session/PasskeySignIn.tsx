// "Sign in with a passkey" beside the password: the button asks the browser for one of this site's
// passkeys; where the browser offers passkeys in the password field's autofill, that runs too.
import { Button } from "@mantine/core";
import {
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  WebAuthnAbortService,
} from "@simplewebauthn/browser";
import { ACCESS_GRANTED, type authenticationResponseSchema } from "@studio/domain";
import type * as z from "zod/mini";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { serverMessage, useTRPC } from "../../../trpc";
import { showToast } from "../../../components/toast";

function usePasskeySignIn(onSignedIn: () => void) {
  const trpc = useTRPC();
  const options = useMutation(trpc.admin.passkeyOptions.mutationOptions());
  const login = useMutation(trpc.admin.passkeyLogin.mutationOptions());
  return async (useBrowserAutofill: boolean) => {
    const optionsJSON = await options.mutateAsync();
    let response: Awaited<ReturnType<typeof startAuthentication>>;
    try {
      // The server's and the browser library's JSON types spell the same wire format differently.
      const requestOptions = optionsJSON as PublicKeyCredentialRequestOptionsJSON;
      response = await startAuthentication({ optionsJSON: requestOptions, useBrowserAutofill });
    } catch {
      // Cancelled, timed out, or replaced by another ceremony: nothing was sent.
      if (!useBrowserAutofill)
        showToast({ title: "Access denied", message: "No passkey was used", color: "red" });
      return;
    }
    try {
      const who = await login.mutateAsync({
        response: response as z.input<typeof authenticationResponseSchema>,
      });
      showToast({ title: ACCESS_GRANTED, message: `Welcome, ${who.name}`, color: "green" });
      onSignedIn();
    } catch (error) {
      showToast({
        title: "Access denied",
        message: serverMessage(error) ?? "Authentication failed",
        color: "red",
      });
    }
  };
}

export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = usePasskeySignIn(onSignedIn);

  useEffect(() => {
    let live = true;
    void browserSupportsWebAuthnAutofill().then((supported) => {
      if (supported && live) void signIn(true).catch(() => {});
    });
    return () => {
      live = false;
      WebAuthnAbortService.cancelCeremony();
    };
    // Once, when the gate opens.
  }, []);

  return (
    <Button variant="default" fullWidth onClick={() => void signIn(false).catch(() => {})}>
      Sign in with a passkey
    </Button>
  );
}
